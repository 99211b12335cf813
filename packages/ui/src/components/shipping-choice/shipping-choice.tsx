import { formatMoney } from "@shop/core";
import { type ComponentProps, type ReactNode, useId } from "react";
import { useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { Field } from "../field/field";
import { RadioGroup, RadioGroupItem } from "../radio-group/radio-group";
import { Spinner } from "../spinner/spinner";
import { shippingChoiceMessages } from "./messages";

/** What the order holds that is printed or posted: the question names it. */
export type ShippingGoods = "tickets" | "coupons" | "both";

export type ShippingChoiceProps = Omit<
  ComponentProps<typeof RadioGroup>,
  "value" | "defaultValue" | "onValueChange" | "children"
> & {
  /** spec selling-core §3 shippingSelection: null unset, false print at home, true by post. */
  value: boolean | null;
  onValueChange: (shipped: boolean) => void;
  /** The price of shipping by post, in cents; the option shows it. */
  priceCents?: number;
  label?: ReactNode;
  /** What is delivered: "Ihre Tickets" (default), "Ihre Gutscheine" or both, in label and error. */
  goods?: ShippingGoods;
  /** After a failed attempt to go on: says "please choose" while nothing is chosen. */
  showError?: boolean;
  /** An error of the caller's own, shown instead. */
  error?: ReactNode;
  /** The shipping price is being fetched. */
  loading?: boolean;
};

// The question and its "please choose" name what the order holds (issue 27: a cart of coupons
// only was asked how its "tickets" should arrive).
const TEXTS = {
  tickets: { label: "shippingChoice.label", required: "shippingChoice.required" },
  coupons: { label: "shippingChoice.label.coupons", required: "shippingChoice.required.coupons" },
  both: { label: "shippingChoice.label.both", required: "shippingChoice.required.both" },
} as const satisfies Record<ShippingGoods, { label: string; required: string }>;

const option = cn(
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-md border border-input px-3 py-2 text-sm",
  "has-data-[state=checked]:border-2 has-data-[state=checked]:border-primary has-disabled:cursor-not-allowed",
);

/**
 * Print at home or ship by post (spec selling-core §4 "Shipping selection"). Starts unset; after
 * an attempt to check out without a choice, `showError` shows an alert that the group is
 * described by.
 */
export function ShippingChoice({
  value,
  onValueChange,
  priceCents,
  label,
  goods = "tickets",
  showError = false,
  error,
  loading = false,
  disabled,
  className,
  ...props
}: ShippingChoiceProps) {
  const { t, locale } = useUiText(shippingChoiceMessages);
  const id = useId();
  const message = error ?? (showError && value === null ? t(TEXTS[goods].required) : undefined);
  const options = [
    { shipped: false, text: t("shippingChoice.printAtHome"), price: t("shippingChoice.free") },
    {
      shipped: true,
      text: t("shippingChoice.byPost"),
      price: loading ? (
        <Spinner size="sm" />
      ) : priceCents === undefined ? undefined : (
        formatMoney(priceCents, locale)
      ),
    },
  ];
  return (
    <Field
      data-slot="shipping-choice"
      label={label ?? t(TEXTS[goods].label)}
      group
      required
      disabled={disabled}
      // role alert: read out when it appears after the failed attempt
      error={message ? <span role="alert">{message}</span> : undefined}
      className={className}
    >
      <RadioGroup
        value={value === null ? "" : String(value)}
        onValueChange={(next) => onValueChange(next === "true")}
        aria-busy={loading || undefined}
        className="gap-2"
        {...props}
      >
        {options.map(({ shipped, text, price }) => (
          <label
            key={String(shipped)}
            htmlFor={`${id}-${shipped}`}
            data-slot="shipping-choice-option"
            className={option}
          >
            <RadioGroupItem id={`${id}-${shipped}`} value={String(shipped)} />
            <span className="font-medium">{text}</span>
            {/* the space keeps the radio's name "Ship by post 3,50 €", not "post3,50 €" */}
            {price !== undefined && " "}
            {price !== undefined && <span className="ms-auto text-muted-foreground">{price}</span>}
          </label>
        ))}
      </RadioGroup>
    </Field>
  );
}
