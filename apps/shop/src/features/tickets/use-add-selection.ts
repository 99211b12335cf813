// spec selling-core §2, §5, §8: "add to cart" of every ticket step. Nothing chosen → the
// noSelection error; otherwise the lines go to the cart (places held first) and the flow goes
// on to personalization when a line needs attendee data, else to the cart. A failure shows the
// matching selection error.
import { type SelectionError, validateSelection } from "@shop/core";
import type { Ticket } from "@shop/core/contract";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import type { Refusal } from "../../lib/refusal-text";
import { useAddTicketsToCart } from "../cart/use-add-tickets-to-cart";
import { type Selection, selectionLines } from "./selection";

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

/**
 * `onAdded` replaces the step that follows an added selection (the one-pager stays on its
 * page); by default the flow goes on to personalization or the cart.
 */
export function useAddSelection(onAdded?: () => void) {
  const { addTickets, adding } = useAddTicketsToCart();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<SelectionProblem | null>(null);

  const report = useCallback((next: Omit<SelectionProblem, "seq">) => {
    setProblem((previous) => ({ ...next, seq: (previous?.seq ?? 0) + 1 }));
  }, []);

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
      const ticket = tickets.find((candidate) => candidate.id === outcome.ticketId);
      switch (outcome.error) {
        case "sold_out":
          report({
            error: "refused",
            refusal: { code: "sold_out", available: outcome.available ?? 0 },
            ...(ticket ? { ticketTitle: ticket.title } : {}),
          });
          return;
        case "notAvailable":
          report({ error: "noneAvailable" });
          return;
        case "refused":
          report(
            outcome.refusal ? { error: "refused", refusal: outcome.refusal } : { error: "failed" },
          );
          return;
        case "invalid":
        case "network":
          report({ error: "failed" });
          return;
        default:
          outcome.error satisfies never;
      }
    },
    [addTickets, navigate, report, onAdded],
  );

  return { addSelection, adding, problem, report, clearProblem: () => setProblem(null) };
}
