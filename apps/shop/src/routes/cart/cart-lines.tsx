// spec selling-core §2 cart "lines per item type (coupon, event, merchandise, ticket, tour)",
// §4 "Cart lifecycle": every line with its quantity and remove button; ticket lines with their
// holds (countdown, refresh, revert of a failed change), event lines with their seats and
// holds (./cart-event-line.tsx), the others as the server priced them (goods with their holds'
// countdown too, ./cart-other-line.tsx).
import type { CartLine as PricedLine, Ticket } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { Spinner } from "@shop/ui/spinner";
import { useCart } from "../../features/cart/cart-context";
import { priceTicketLine, shownTicketPrice } from "../../features/cart/cart-pricing";
import { isEventItem } from "../../features/cart/event-holds";
import { isTicketItem } from "../../features/cart/hold-plan";
import { isTourItem } from "../../features/cart/tour-holds";
import { itemKey, type useCartHolds } from "../../features/cart/use-cart-holds";
import type { useCartTickets } from "../../features/cart/use-cart-tickets";
import type { MessageKey } from "../../i18n/catalogue";
import { useT } from "../../i18n/use-t";
import { CartEventLine } from "./cart-event-line";
import { CartOtherLine } from "./cart-other-line";
import { CartTicketLine } from "./cart-ticket-line";

export interface CartLinesProps {
  holds: ReturnType<typeof useCartHolds>;
  /** The server's line for each cart line, by position in the cart. */
  serverLines: readonly (PricedLine | undefined)[];
  /** Why the server will not sell each cart line as it stands (an error code), by position. */
  refusals: readonly (string | undefined)[];
  /** A line left the cart (removed, or its hold ran out): say so, named by its title. */
  onNews: (key: MessageKey, title: string) => void;
  /** A line and its button are gone: keep the keyboard user on the page, at its top. */
  onLineGone: () => void;
  /** The tickets of the ticket lines (GET /tickets/{id}: titles, bounds, attendees, discount). */
  tickets: ReturnType<typeof useCartTickets>;
  /** The tickets of the annual lines, which name them until the server prices them. */
  annualTickets: ReadonlyMap<number, Ticket>;
}

export function CartLines({
  holds,
  serverLines,
  refusals,
  onNews,
  onLineGone,
  tickets: loaded,
  annualTickets,
}: CartLinesProps) {
  const t = useT();
  const cart = useCart();
  const { tickets, error, loading } = loaded;
  const titleOf = (id: number) => tickets.get(id)?.title ?? t("cart.ticketTitle", { id });

  const removeLine = async (key: string, title: string) => {
    await holds.remove(key);
    onNews("cart.removed", title);
    onLineGone();
  };

  /** Whether the keyboard focus is inside the ticket line of `key`. */
  const lineHasFocus = (key: string) =>
    document.activeElement?.closest("[data-cart-line]")?.getAttribute("data-cart-line") === key;

  /** A held line's countdown handlers: its refresh, and its end (said, and dropped). */
  const holdOf = (key: string, name: string) => ({
    busy: holds.busy[key],
    problem: holds.problems[key],
    onRefresh: async () => {
      if (!(await holds.refresh(key))) {
        holds.drop(key);
        onNews("cart.holdExpired", name);
        onLineGone();
      }
    },
    onExpire: () => {
      const focusInLine = lineHasFocus(key);
      holds.drop(key);
      onNews("cart.holdExpired", name);
      if (focusInLine) onLineGone();
    },
  });

  return (
    <section aria-labelledby="cart-lines-heading" className="grid">
      <h2 id="cart-lines-heading" className="sr-only">
        {t("cart.linesHeading")}
      </h2>
      {error && <Alert variant="destructive">{t("cart.ticketsFailed")}</Alert>}
      {loading && <Spinner label={t("cart.loading")} />}
      {cart.items.map((item, index) => {
        const key = itemKey(item);
        const serverLine = serverLines[index];
        if (isEventItem(item) || isTourItem(item)) {
          const name =
            serverLine?.info.name ??
            t(isTourItem(item) ? "cart.tour.fallbackTitle" : "cart.event.fallbackTitle", {
              id: item.attributes.id,
            });
          return (
            <div key={key} data-cart-line={key} className="contents">
              <CartEventLine
                item={item}
                priced={serverLine}
                refusal={refusals[index]}
                {...holdOf(key, name)}
                onRemove={() => void removeLine(key, name)}
              />
            </div>
          );
        }
        if (!isTicketItem(item)) {
          const annualTicket =
            item.type === "Annual" ? annualTickets.get(item.attributes.id) : undefined;
          const annualTitle = annualTicket?.title;
          const name =
            serverLine?.info.name ?? annualTitle ?? t("cart.otherLine", { id: item.attributes.id });
          return (
            <div key={key} data-cart-line={key} className="contents">
              <CartOtherLine
                item={item}
                priced={serverLine}
                refusal={refusals[index]}
                fallbackTitle={annualTitle}
                bounds={annualTicket}
                removing={holds.busy[key] === "remove"}
                held={
                  item.type === "Merchandise"
                    ? { ...holdOf(key, name), revision: holds.revisions[key] ?? 0 }
                    : undefined
                }
                onQuantity={(quantity) => void holds.changeQuantity(key, quantity)}
                onRemove={() => void removeLine(key, name)}
              />
            </div>
          );
        }
        const ticket = tickets.get(item.attributes.id);
        if (!ticket) return null;
        return (
          // the wrapper names the line, so an expiry knows whether the focus was in it
          <div key={key} data-cart-line={key} className="contents">
            <CartTicketLine
              item={item}
              index={index}
              ticket={ticket}
              price={shownTicketPrice(priceTicketLine(item, ticket), serverLine?.info.totalCents)}
              serverLine={serverLine}
              refusal={refusals[index]}
              busy={holds.busy[key]}
              problem={holds.problems[key]}
              revision={holds.revisions[key] ?? 0}
              onQuantity={(quantity) => void holds.changeQuantity(key, quantity)}
              onRefresh={async () => {
                if (!(await holds.refresh(key))) {
                  holds.drop(key);
                  onNews("cart.holdExpired", ticket.title);
                  // the refresh button just pressed is gone with its line (WCAG 2.4.3)
                  onLineGone();
                }
              }}
              onExpire={() => {
                // read before the line leaves: was the keyboard user in it?
                const focusInLine = lineHasFocus(key);
                holds.drop(key);
                onNews("cart.holdExpired", titleOf(item.attributes.id));
                if (focusInLine) onLineGone();
              }}
              onRemove={() => void removeLine(key, ticket.title)}
            />
          </div>
        );
      })}
    </section>
  );
}
