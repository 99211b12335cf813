// spec selling-core §5: a line holds at most its ticket's max_persons. A line past it (kept in a
// cart stored before the rule, or by a ticket whose maximum was lowered since) says the maximum
// on the line and keeps its quantity control, so the visitor can lower it instead of removing
// it (the issue 27, item 4).
import { isOverMaximum } from "@shop/core/booking";
import { useT } from "../../i18n/use-t";

export type LineBoundsOf = { min_persons: number; max_persons: number };

/** The text that says a line's maximum, when the line is past it. */
export function useLineMaximum(
  ticket: LineBoundsOf | undefined,
  quantity: number,
): string | undefined {
  const t = useT();
  if (ticket === undefined || !isOverMaximum(ticket, quantity)) return undefined;
  return t("cart.lineMaximum", { max: ticket.max_persons });
}
