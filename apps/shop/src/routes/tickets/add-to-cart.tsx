// The end of every ticket step: the selection alert and the "add to cart" button (spec
// selling-core §2: adding goes to personalization when needed, otherwise to the cart).
import type { Ticket } from "@shop/core/contract";
import { Button } from "@shop/ui/button";
import { Spinner } from "@shop/ui/spinner";
import { useAddSelection } from "../../features/cart/use-add-selection";
import { useT } from "../../i18n/use-t";
import { SelectionAlert } from "./selection-alert";
import { useTicketsFlow } from "./tickets-context";

export function AddToCart(props: {
  tickets: readonly Ticket[];
  date?: string | undefined;
  time?: string | undefined;
}) {
  const t = useT();
  const { selection } = useTicketsFlow();
  const { addSelection, adding, problem } = useAddSelection();
  return (
    <div className="grid gap-4">
      <SelectionAlert problem={problem} />
      <div className="flex items-center gap-3">
        <Button
          size="lg"
          disabled={adding}
          onClick={() =>
            addSelection(props.tickets, selection, { date: props.date, time: props.time })
          }
        >
          {t("tickets.addToCart")}
        </Button>
        {adding && <Spinner label={t("tickets.adding")} />}
      </div>
    </div>
  );
}
