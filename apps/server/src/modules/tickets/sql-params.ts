/** Collects the parameters of a statement built in pieces and names each ($1, $2 …). */
export class SqlParams {
  readonly values: unknown[] = [];

  /** Adds a value; answers its placeholder, cast to `type` when given. */
  add(value: unknown, type?: string): string {
    this.values.push(value);
    return type ? `$${this.values.length}::${type}` : `$${this.values.length}`;
  }
}
