// spec selling-core §2 cart "an express payment section (shown when a payment provider client
// id exists)": the quick way to pay with PayPal — it chooses PayPal for the checkout
// (orderParams.paymentModeId) and goes on like the checkout button.
import { Button } from "@shop/ui/button";
import { useId } from "react";
import { useT } from "../../i18n/use-t";

export function CartExpressPayment({ onExpress }: { onExpress: () => void }) {
  const t = useT();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid justify-items-start gap-2 rounded-md border border-border p-4"
    >
      <h2 id={headingId} className="font-heading font-semibold text-xl">
        {t("cart.express.heading")}
      </h2>
      <p className="text-muted-foreground text-sm">{t("cart.express.text")}</p>
      <Button variant="secondary" onClick={onExpress}>
        {t("cart.express.button")}
      </Button>
    </section>
  );
}
