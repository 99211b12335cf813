// spec selling-core §2, §4, §5, §7, §8: "add to cart" of every ticket step, the ticket flow's
// one way into the cart (contract: ./add-tickets-types.ts). Nothing chosen → the noSelection
// error; otherwise the lines are the "add" event of ./cart-holds.ts (DESIGN.md §4): their places
// are held first and the lines kept only when every hold was taken; a failure gives back what
// the add took, and shows the matching selection error. Annual tickets hold nothing: they
// become lines of type Annual. The flow then goes on to personalization when a line needs
// attendee data, else to the cart. Whether a line needs personalization is read from the
// tickets of every line in the cart rather than taken from the caller: lines added earlier
// (from another ticket page) count too, and the contract stays a list of plain lines.
//
// The tickets of a selection are fetched once: the selection page has them from GET /tickets
// and passes them in; only tickets of other lines are asked for (GET /tickets/{id}). The cart
// and personalization pages then read them all from the SWR cache (./use-cart-tickets.ts).
import { type SelectionError, validateSelection } from "@shop/core";
import type { Ticket } from "@shop/core/contract";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { useSWRConfig } from "swr";
import { useLocale } from "../../i18n/locale-context";
import { useNow } from "../../lib/clock";
import type { Refusal } from "../../lib/refusal-text";
import { swrKeys } from "../../lib/swr-keys";
import { type Selection, selectionLines } from "../tickets/selection";
import type { AddTicketsOutcome, TicketLineRequest } from "./add-tickets-types";
import { fetchTicket } from "./api";
import { useCartStore } from "./cart-context";
import { dispatchHolds, type HoldDeps } from "./cart-holds";
import { isTicketItem, type LineBounds } from "./hold-plan";

export interface AddTicketLinesDeps extends HoldDeps {
  /** The tickets of the cart's ticket lines (GET /tickets/{id}), to learn `attendees`. */
  loadTicket: (id: number) => Promise<Ticket>;
}

/** The ticket ids of the cart's ticket lines. */
const cartTicketIds = (deps: HoldDeps) =>
  new Set(
    deps.store
      .getState()
      .items.filter(isTicketItem)
      .map((item) => item.attributes.id),
  );

/** Whether some ticket line of the cart needs attendee data (spec selling-core §5). */
async function cartNeedsPersonalization(deps: AddTicketLinesDeps): Promise<boolean> {
  const ids = cartTicketIds(deps);
  const tickets = await Promise.allSettled([...ids].map((id) => deps.loadTicket(id)));
  return tickets.some((result) => result.status === "fulfilled" && result.value.attendees);
}

/**
 * What each asked ticket's line may hold (spec selling-core §5), for the reducer to fill lines
 * up to it. A ticket that cannot be loaded has no bound here; the server still refuses a line
 * past its maximum.
 */
async function boundsOf(
  deps: AddTicketLinesDeps,
  lines: readonly TicketLineRequest[],
): Promise<LineBounds> {
  const ids = [...new Set(lines.map((line) => line.ticketId))];
  const loaded = await Promise.allSettled(ids.map((id) => deps.loadTicket(id)));
  const bounds: Record<number, { min_persons: number; max_persons: number }> = {};
  for (const result of loaded) {
    if (result.status !== "fulfilled") continue;
    const { id, min_persons, max_persons } = result.value;
    bounds[id] = { min_persons, max_persons };
  }
  return bounds;
}

export async function addTicketLines(
  deps: AddTicketLinesDeps,
  lines: readonly TicketLineRequest[],
): Promise<AddTicketsOutcome> {
  const bounds = await boundsOf(deps, lines);
  const outcome = await dispatchHolds(deps, { type: "add", requests: lines, bounds });
  if (!outcome.ok) return outcome;
  const needsPersonalization = await cartNeedsPersonalization(deps);
  return outcome.capped
    ? { ok: true, needsPersonalization, capped: outcome.capped }
    : { ok: true, needsPersonalization };
}

/** What went wrong, for the page's alert; `seq` changes on every attempt so focus moves again. */
export interface SelectionProblem {
  /** capped: added, but a line holds its ticket's maximum rather than all that was asked. */
  error: SelectionError | "failed" | "refused" | "capped";
  /** The lines filled to their maximum (error `capped`), by the ticket's title. */
  capped?: readonly { title: string; max: number }[];
  /**
   * A refusal with a text of its own (error `refused`: rate_limit, hold_limit, and sold_out
   * with the places left).
   */
  refusal?: Refusal;
  /** The ticket a sold_out refusal names. */
  ticketTitle?: string;
  seq: number;
}

/** The selection error an add that failed shows (the ticket named by a sold_out). */
function problemOf(
  outcome: Extract<AddTicketsOutcome, { ok: false }>,
  tickets: readonly Ticket[],
): Omit<SelectionProblem, "seq"> {
  const ticket = tickets.find((candidate) => candidate.id === outcome.ticketId);
  switch (outcome.error) {
    case "sold_out":
      return {
        error: "refused",
        refusal: { code: "sold_out", available: outcome.available ?? 0 },
        ...(ticket ? { ticketTitle: ticket.title } : {}),
      };
    case "notAvailable":
      return { error: "noneAvailable" };
    case "refused":
      return outcome.refusal ? { error: "refused", refusal: outcome.refusal } : { error: "failed" };
    case "invalid":
    case "network":
      return { error: "failed" };
    default:
      return outcome.error satisfies never;
  }
}

/**
 * `onAdded` replaces the step that follows an added selection (the one-pager stays on its
 * page); by default the flow goes on to personalization or the cart.
 */
export function useAddSelection(onAdded?: () => void) {
  const store = useCartStore();
  const { locale } = useLocale();
  const now = useNow();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<SelectionProblem | null>(null);

  const report = useCallback((next: Omit<SelectionProblem, "seq">) => {
    setProblem((previous) => ({ ...next, seq: (previous?.seq ?? 0) + 1 }));
  }, []);

  /** Holds the lines and adds them; the tickets it knows go into the cart's ticket cache. */
  const addTickets = useCallback(
    async (lines: TicketLineRequest[], known: readonly Ticket[]) => {
      setAdding(true);
      const tickets = new Map(known.map((ticket) => [ticket.id, ticket]));
      const loadTicket = async (id: number) => {
        const ticket = tickets.get(id) ?? (await fetchTicket(locale, id));
        tickets.set(id, ticket);
        return ticket;
      };
      try {
        const deps = { store, locale, now, loadTicket };
        const outcome = await addTicketLines(deps, lines);
        const ids = [...cartTicketIds(deps)].sort((a, b) => a - b);
        if (outcome.ok && ids.length > 0 && ids.every((id) => tickets.has(id))) {
          const cartTickets = new Map(ids.map((id) => [id, tickets.get(id) as Ticket]));
          await mutate(swrKeys.cartTickets(locale, ids), cartTickets, { revalidate: false });
        }
        return outcome;
      } finally {
        setAdding(false);
      }
    },
    [store, locale, now, mutate],
  );

  const addSelection = useCallback(
    async (
      tickets: readonly Ticket[],
      selection: Selection,
      moment: { date?: string | undefined; time?: string | undefined },
    ) => {
      const check = validateSelection(selection.quantities, tickets);
      if (!check.ok) {
        report({ error: check.error });
        return;
      }
      const outcome = await addTickets(selectionLines(tickets, selection, moment), tickets);
      if (outcome.ok && outcome.capped) {
        // spec selling-core §5: a line past its maximum holds the maximum. The visitor is told
        // here, where they acted (the alert takes the focus), and goes on to the cart from it.
        report({
          error: "capped",
          capped: outcome.capped.map(({ ticketId, max }) => ({
            title: tickets.find((ticket) => ticket.id === ticketId)?.title ?? String(ticketId),
            max,
          })),
        });
        if (onAdded) onAdded();
        return;
      }
      if (outcome.ok) {
        setProblem(null);
        if (onAdded) onAdded();
        else navigate(outcome.needsPersonalization ? "/tickets/personalization" : "/cart");
        return;
      }
      report(problemOf(outcome, tickets));
    },
    [addTickets, navigate, report, onAdded],
  );

  return { addSelection, adding, problem, report, clearProblem: () => setProblem(null) };
}
