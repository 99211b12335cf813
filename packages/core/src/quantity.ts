// spec selling-core §5: the quantities a ticket row offers, bounded by min/max persons, the
// global list size and what the ticket's quotas still hold after the other selected tickets.

/** A sub ticket of a mantle ticket, with its own person bounds (spec selling-core §3). */
export interface QuantitySubTicket {
  id: number;
  title: string;
  min_persons: number;
  max_persons: number;
}

/** The ticket fields the quantity rule reads (spec selling-core §3); absent flags mean false. */
export interface QuantityTicket {
  id: number;
  min_persons: number;
  max_persons: number;
  quota_ids: readonly number[];
  free_timing?: boolean;
  booked_out?: boolean;
  is_mantle?: boolean;
  sub_tickets?: readonly QuantitySubTicket[];
}

/** The shop settings that bound a quantity list (spec selling-core §9). */
export interface QuantitySettings {
  maxItemsPerList: number;
  singleDeselect: boolean;
}

/** Everything on the page that a quantity list depends on. */
export interface QuantityContext {
  /** Free places per quota id. */
  capacities: Readonly<Record<number, number>>;
  /** Ticket id → selected quantity, the asked-for ticket included (it is skipped). */
  selection: Readonly<Record<number, number>>;
  /** Mantle ticket id → sub ticket id → selected quantity. */
  subSelection?: Readonly<Record<number, Readonly<Record<number, number>>>>;
  /** All tickets on the page, to know which quotas the other selected tickets draw on. */
  tickets: readonly QuantityTicket[];
  settings: QuantitySettings;
}

/** Lists the quantities a ticket row offers, ascending (spec selling-core §5). */
export function quantityOptions(ticket: QuantityTicket, context: QuantityContext): number[] {
  const { settings } = context;
  // spec selling-core §4: a booked-out ticket's quantity input is disabled; only the zero
  // option (when offered at all) remains, so a stale choice can be taken back.
  if (ticket.booked_out) return settings.singleDeselect ? [0] : [];
  // spec selling-core §5: free-timing tickets allow the whole min to max range.
  if (ticket.free_timing) {
    return listOptions(ticket.min_persons, ticket.max_persons, settings.singleDeselect);
  }
  let upper = Math.min(ticket.max_persons, settings.maxItemsPerList);
  const remaining = remainingCapacity(ticket, context);
  // spec selling-core §5: one mantle unit takes as many places as its selected sub tickets;
  // with none selected yet it takes none, so only its own bounds apply.
  const perUnit = ticket.is_mantle ? sumSubQuantities(ticket, context) : 1;
  if (remaining !== undefined && perUnit > 0) {
    upper = Math.min(upper, Math.floor(remaining / perUnit));
  }
  return listOptions(ticket.min_persons, upper, settings.singleDeselect);
}

/** Lists the quantities a sub ticket of a mantle offers, ascending (spec selling-core §5). */
export function subTicketOptions(
  mantle: QuantityTicket,
  subTicket: QuantitySubTicket,
  context: QuantityContext,
): number[] {
  const { settings } = context;
  if (mantle.booked_out) return settings.singleDeselect ? [0] : [];
  if (mantle.free_timing) {
    return listOptions(subTicket.min_persons, subTicket.max_persons, settings.singleDeselect);
  }
  let upper = subTicket.max_persons;
  const remaining = remainingCapacity(mantle, context);
  if (remaining !== undefined) {
    // The sub quantity is taken once per mantle unit. An unselected mantle counts as one unit:
    // its own options are later bounded by these sub quantities, so the quotas still hold.
    const units = Math.max(quantityOf(context.selection, mantle.id), 1);
    const siblings = sumSubQuantities(mantle, context) - subQuantityOf(mantle, subTicket, context);
    upper = Math.min(upper, Math.floor(remaining / units) - siblings);
  }
  return listOptions(subTicket.min_persons, upper, settings.singleDeselect);
}

/** Brings a selected quantity back into the offered options (spec selling-core §5). */
export function clampQuantity(selected: number, options: readonly number[]): number {
  // Nothing selected stays nothing selected, even when the list has no zero: clamping
  // must never select a ticket on the visitor's behalf.
  if (selected <= 0 || options.length === 0) return 0;
  const positive = options.filter((option) => option > 0);
  const min = positive[0];
  const max = positive.at(-1);
  if (min === undefined || max === undefined) return 0;
  if (selected > max) return max;
  if (selected < min) return options.includes(0) ? 0 : min;
  return selected;
}

function listOptions(min: number, upper: number, singleDeselect: boolean): number[] {
  const options: number[] = [];
  for (let quantity = min; quantity <= upper; quantity += 1) options.push(quantity);
  // spec selling-core §5: a zero option is added when single deselect is allowed.
  if (singleDeselect && options[0] !== 0) options.unshift(0);
  return options;
}

// Places left for this ticket: the smallest over its known quotas of the free places minus
// what the other selected tickets need; undefined when no known quota binds it.
function remainingCapacity(ticket: QuantityTicket, context: QuantityContext): number | undefined {
  let remaining: number | undefined;
  for (const quotaId of ticket.quota_ids) {
    const free = context.capacities[quotaId];
    if (free === undefined) continue;
    const left = free - othersNeed(ticket, quotaId, context);
    remaining = remaining === undefined ? left : Math.min(remaining, left);
  }
  return remaining;
}

function othersNeed(ticket: QuantityTicket, quotaId: number, context: QuantityContext): number {
  let need = 0;
  for (const other of context.tickets) {
    // Free-timing tickets have no date and so draw on no day's quota.
    if (other.id === ticket.id || other.free_timing || !other.quota_ids.includes(quotaId)) {
      continue;
    }
    const quantity = quantityOf(context.selection, other.id);
    need += other.is_mantle ? quantity * sumSubQuantities(other, context) : quantity;
  }
  return need;
}

function sumSubQuantities(mantle: QuantityTicket, context: QuantityContext): number {
  let sum = 0;
  for (const subTicket of mantle.sub_tickets ?? []) {
    sum += subQuantityOf(mantle, subTicket, context);
  }
  return sum;
}

function subQuantityOf(
  mantle: QuantityTicket,
  subTicket: QuantitySubTicket,
  context: QuantityContext,
): number {
  const subs = context.subSelection?.[mantle.id];
  return subs ? quantityOf(subs, subTicket.id) : 0;
}

function quantityOf(selection: Readonly<Record<number, number>>, id: number): number {
  return selection[id] ?? 0;
}
