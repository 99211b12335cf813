// The cells one count of availability-cells.ts asks for: a rectangle of tickets × days.

/** A rectangle of cells to count: these tickets from…to. */
export class Rectangle {
  readonly tickets = new Set<number>();
  readonly keys: string[] = [];
  from: string | undefined;
  to: string | undefined;

  add(ticketId: number, day: string, key: string) {
    this.tickets.add(ticketId);
    this.keys.push(key);
    if (this.from === undefined || day < this.from) this.from = day;
    if (this.to === undefined || day > this.to) this.to = day;
  }
}
