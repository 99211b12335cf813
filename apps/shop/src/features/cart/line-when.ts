// Issue 27 item 2: where and when a line is for — its museums (all of a combi ticket), its visit
// day, the start time of a time slot or an event date, an annual pass's start, a flex ticket's
// validity — read once from what the server answers, for every list that shows lines: the cart's
// lines and price rows, the checkout summary, the one-pager's overview (both through
// CartPriceRows), the success page and the account's orders (both through OrderLines). The
// texts and formats are @shop/ui's (`CartLine`, `CartLineDescription`), in the visitor's locale.
import type { CartInfo, OrderItem } from "@shop/core/contract";
import type { CartLineWhen } from "@shop/ui/cart-line";

/** A priced cart line (POST /cart `info`): its museums, day, start time, start and validity. */
export function pricedLineWhen(info: CartInfo): CartLineWhen {
  const { startDate, startTime, validFrom } = info.meta;
  // the contract defaults the list; the shop reads answers unparsed, so an answer without reads []
  const museums = info.museums ?? [];
  return {
    ...(museums.length > 0 ? { museums } : {}),
    ...(startDate ? { day: startDate } : {}),
    ...(startTime ? { time: startTime } : {}),
    // A dated line says its day; "valid from" is news only without one (an annual pass, a flex
    // ticket whose validity starts on a date).
    ...(validFrom && !startDate ? { validFrom } : {}),
    ...(info.flex_description ? { validity: info.flex_description } : {}),
  };
}

/** A line of a placed order (GET /orders/{id}, GET /orders): the same facts as it was bought. */
export function orderItemWhen(item: OrderItem): CartLineWhen {
  const { museums, date, start_time: start, flex_description, valid_from } = item.attributes;
  return {
    ...(museums && museums.length > 0 ? { museums } : {}),
    ...(date ? { day: date } : {}),
    // A time slot keeps its "HH:MM"; an event date and a tour their instant, read in Berlin.
    ...(start ? { time: start.includes("T") ? new Date(start) : start } : {}),
    ...(flex_description ? { validity: flex_description } : {}),
    ...(valid_from ? { validFrom: valid_from } : {}),
  };
}
