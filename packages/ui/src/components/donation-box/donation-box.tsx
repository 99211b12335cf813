import { type Cents, DONATION_CENTS, formatMoney } from "@shop/core";
import { type ComponentProps, useEffect, useId, useRef } from "react";
import { useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { Button } from "../button/button";
import { donationBoxMessages } from "./messages";

export type DonationBoxProps = Omit<ComponentProps<"section">, "children"> & {
  /** A donation is in the cart: the add button gives way to a thank-you message. */
  added: boolean;
  onAdd: () => void;
  /** Without it the added donation cannot be taken back here. */
  onRemove?: () => void;
  /** Adding or removing is on its way. */
  loading?: boolean;
  disabled?: boolean;
  /** spec selling-core §9: fixed at 100 cents. */
  amountCents?: Cents;
  headingLevel?: "h2" | "h3" | "h4";
};

/**
 * spec selling-core §4 Donation: none added, then one added (the button is replaced by a
 * message). When the visitor's own action swaps the button for the message or back, focus
 * follows to what replaced it, so it is not lost on a removed element.
 */
export function DonationBox({
  added,
  onAdd,
  onRemove,
  loading = false,
  disabled = false,
  amountCents = DONATION_CENTS,
  headingLevel: Heading = "h3",
  className,
  ...props
}: DonationBoxProps) {
  const { t, locale } = useUiText(donationBoxMessages);
  const headingId = useId();
  const amount = formatMoney(amountCents, locale);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // set by a click here, so a change of `added` from elsewhere (page load) moves no focus
  const asked = useRef(false);

  useEffect(() => {
    if (!asked.current) return;
    asked.current = false;
    (added ? messageRef : addRef).current?.focus();
  }, [added]);

  return (
    <section
      data-slot="donation-box"
      data-added={added || undefined}
      aria-labelledby={headingId}
      className={cn(
        "grid gap-2 rounded-md border border-border bg-card p-4 text-card-foreground",
        className,
      )}
      {...props}
    >
      <Heading id={headingId} className="font-heading font-semibold text-base">
        {t("donationBox.title")}
      </Heading>
      {added ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p
            ref={messageRef}
            tabIndex={-1}
            data-slot="donation-box-message"
            className={cn("rounded-sm font-medium text-sm", focusRing)}
          >
            {t("donationBox.added", { amount })}
          </p>
          {onRemove && (
            <Button
              data-slot="donation-box-remove"
              variant="outline"
              size="sm"
              loading={loading}
              disabled={disabled}
              onClick={() => {
                asked.current = true;
                onRemove();
              }}
            >
              {t("donationBox.remove")}
            </Button>
          )}
        </div>
      ) : (
        <>
          <p className="text-muted-foreground text-sm">{t("donationBox.text", { amount })}</p>
          <Button
            ref={addRef}
            data-slot="donation-box-add"
            variant="secondary"
            className="w-fit"
            loading={loading}
            disabled={disabled}
            onClick={() => {
              asked.current = true;
              onAdd();
            }}
          >
            {t("donationBox.add", { amount })}
          </Button>
        </>
      )}
    </section>
  );
}
