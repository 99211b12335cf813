import type { PaymentModeKey } from "@shop/core/contract";
import { type ComponentProps, type ReactNode, type SVGProps, useId, useState } from "react";
import type { UiMessageKeyOf } from "../../i18n/messages";
import { useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { Field } from "../field/field";
import { RadioGroup, RadioGroupItem } from "../radio-group/radio-group";
import { Spinner } from "../spinner/spinner";
import { paymentMethodPickerMessages } from "./messages";

/** The modes the cart offers, in the spec's order (selling-core §2 "Payment method choice"). */
export const PAYMENT_METHOD_KEYS = [
  "collective_invoice",
  "credit_card",
  "paypal",
  "sepa",
  "sofort",
] as const satisfies readonly PaymentModeKey[];

export type PaymentMethodKey = (typeof PAYMENT_METHOD_KEYS)[number];

const MESSAGE: Record<PaymentMethodKey, UiMessageKeyOf<typeof paymentMethodPickerMessages>> = {
  collective_invoice: "paymentMethodPicker.collectiveInvoice",
  credit_card: "paymentMethodPicker.creditCard",
  paypal: "paymentMethodPicker.paypal",
  sepa: "paymentMethodPicker.sepa",
  sofort: "paymentMethodPicker.sofort",
};

function Glyph(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="size-6 shrink-0 text-muted-foreground"
      {...props}
    />
  );
}

// Plain drawings of our own, no brand marks: the text label names the mode.
const ICONS: Record<PaymentMethodKey, ReactNode> = {
  credit_card: (
    <Glyph>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 9.5h19M6 15h5" />
    </Glyph>
  ),
  paypal: (
    <Glyph>
      <path d="M19 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-2" />
      <path d="M21 10h-4a2 2 0 0 0 0 4h4z" />
    </Glyph>
  ),
  sepa: (
    <Glyph>
      <path d="M3 20h18M4 9.5h16M12 3.5l8 4.5H4z" />
      <path d="M6.5 12v5M10.5 12v5M13.5 12v5M17.5 12v5" />
    </Glyph>
  ),
  sofort: (
    <Glyph>
      <path d="M13 2.5 5 13.5h6l-1 8 8-11h-6z" />
    </Glyph>
  ),
  collective_invoice: (
    <Glyph>
      <path d="M6 2.5h8.5l4.5 4.5v14.5H6z" />
      <path d="M14 2.5v5h5M9 12.5h7M9 16.5h5" />
    </Glyph>
  ),
};

export type PaymentMethodPickerProps = Omit<
  ComponentProps<typeof RadioGroup>,
  "value" | "defaultValue" | "onValueChange" | "children"
> & {
  /** The modes the shop offers (e.g. the keys of its payment_modes); all five by default. */
  methods?: readonly PaymentMethodKey[];
  /** Collective invoice shows only when the selected address has has_collective_invoice_payment. */
  collectiveInvoiceAllowed?: boolean;
  value?: PaymentMethodKey | null;
  /** Credit card, the shop's default mode (spec selling-core §9). */
  defaultValue?: PaymentMethodKey | null;
  onValueChange?: (value: PaymentMethodKey) => void;
  label?: ReactNode;
  /** Names of the modes instead of the library's. */
  labels?: Partial<Record<PaymentMethodKey, string>>;
  /** After a failed attempt to go on: says "please choose" while no mode is chosen. */
  showError?: boolean;
  /** An error of the caller's own, shown instead. */
  error?: ReactNode;
  loading?: boolean;
};

/** The payment mode choice of the cart: a radio group, each mode with an icon and its name. */
export function PaymentMethodPicker({
  methods = PAYMENT_METHOD_KEYS,
  collectiveInvoiceAllowed = false,
  value,
  defaultValue = "credit_card",
  onValueChange,
  label,
  labels,
  showError = false,
  error,
  loading = false,
  disabled,
  className,
  ...props
}: PaymentMethodPickerProps) {
  const { t } = useUiText(paymentMethodPickerMessages);
  const id = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value !== undefined ? value : own;
  const shown = PAYMENT_METHOD_KEYS.filter(
    (key) => methods.includes(key) && (key !== "collective_invoice" || collectiveInvoiceAllowed),
  );
  const message = error ?? (showError && !current ? t("paymentMethodPicker.required") : undefined);
  return (
    <Field
      data-slot="payment-method-picker"
      label={label ?? t("paymentMethodPicker.label")}
      group
      required
      disabled={disabled}
      // role alert: the message is read out when it appears after a failed attempt
      error={message ? <span role="alert">{message}</span> : undefined}
      className={className}
    >
      {loading ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("paymentMethodPicker.empty")}</p>
      ) : (
        <RadioGroup
          value={current ?? ""}
          onValueChange={(next) => {
            setOwn(next as PaymentMethodKey);
            onValueChange?.(next as PaymentMethodKey);
          }}
          className="gap-2"
          {...props}
        >
          {shown.map((key) => (
            <label
              key={key}
              htmlFor={`${id}-${key}`}
              data-slot="payment-method-picker-option"
              className={cn(
                "flex min-h-12 cursor-pointer items-center gap-3 rounded-md border border-input px-3 py-2 text-sm",
                "has-data-[state=checked]:border-2 has-data-[state=checked]:border-primary has-disabled:cursor-not-allowed",
              )}
            >
              <RadioGroupItem id={`${id}-${key}`} value={key} />
              {ICONS[key]}
              <span className="font-medium">{labels?.[key] ?? t(MESSAGE[key])}</span>
            </label>
          ))}
        </RadioGroup>
      )}
    </Field>
  );
}
