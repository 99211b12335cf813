import { type Cents, formatMoney } from "@shop/core";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import type { UiLocale } from "../../i18n/messages";
import { useUiLocale, useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { VisuallyHidden } from "../visually-hidden/visually-hidden";
import { moneyMessages } from "./messages";

export type MoneyProps = Omit<ComponentProps<"span">, "children"> & {
  /** Integer euro cents (spec selling-core §9). */
  cents: Cents;
  /** Overrides the locale of the nearest UiMessagesProvider. */
  locale?: UiLocale;
};

/** An amount of cents in the locale's own format (de `12,50 €`, en `€12.50`). */
export function Money({ cents, locale, className, ...props }: MoneyProps) {
  const uiLocale = useUiLocale();
  return (
    <span data-slot="money" className={cn("whitespace-nowrap tabular-nums", className)} {...props}>
      {formatMoney(cents, locale ?? uiLocale)}
    </span>
  );
}

export const priceVariants = cva("inline-flex flex-wrap items-baseline gap-x-2", {
  variants: {
    size: {
      sm: "text-sm",
      md: "text-base",
      lg: "text-lg",
    },
  },
  defaultVariants: { size: "md" },
});

export type PriceProps = Omit<ComponentProps<"span">, "children"> &
  VariantProps<typeof priceVariants> & {
    cents: Cents;
    /** The price before a discount; shown struck through when it is higher than `cents`. */
    originalCents?: Cents;
    /** Screen-reader words before the old and the new price; default to the library's. */
    originalLabel?: string;
    currentLabel?: string;
  };

/**
 * A price, with the old price struck through when discounted. Strike-through is not read out,
 * so both prices get a hidden prefix ("Regular price: 12,00 € Now: 9,00 €").
 */
export function Price({
  cents,
  originalCents,
  originalLabel,
  currentLabel,
  size,
  className,
  ...props
}: PriceProps) {
  const { t } = useUiText(moneyMessages);
  const discounted = originalCents !== undefined && originalCents > cents;
  return (
    <span
      data-slot="price"
      data-discounted={discounted || undefined}
      className={cn(priceVariants({ size }), className)}
      {...props}
    >
      {discounted && (
        <s data-slot="price-original" className="text-muted-foreground text-[0.875em]">
          <VisuallyHidden>{originalLabel ?? t("money.originalPrice")} </VisuallyHidden>
          <Money cents={originalCents} />
        </s>
      )}
      <span data-slot="price-current" className="font-semibold">
        {discounted && <VisuallyHidden>{currentLabel ?? t("money.currentPrice")} </VisuallyHidden>}
        <Money cents={cents} />
      </span>
    </span>
  );
}

const percentFormats = new Map<UiLocale, Intl.NumberFormat>();

/** A VAT rate as the locale writes a percent (de `19 %`, en `19%`, `7,7 %`). */
export function formatVatRate(ratePct: number, locale: UiLocale): string {
  let format = percentFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });
    percentFormats.set(locale, format);
  }
  // a display of a rate, not money arithmetic: the float quotient is only printed
  return format.format(ratePct / 100);
}

export type VatNoteProps = Omit<ComponentProps<"span">, "children"> & {
  /** The rate in percent, as the ticket's vat_pct (19, 7, 7.7). */
  vatPct: number;
  /** spec selling-core §3 tax_included: the price holds the VAT, or VAT is added on top. */
  taxIncluded: boolean;
};

/** "incl. 19 % VAT" or "plus 7 % VAT" in the locale's words. */
export function VatNote({ vatPct, taxIncluded, className, ...props }: VatNoteProps) {
  const { t, locale } = useUiText(moneyMessages);
  const rate = formatVatRate(vatPct, locale);
  return (
    <span
      data-slot="vat-note"
      data-tax-included={taxIncluded || undefined}
      className={cn("text-muted-foreground text-xs", className)}
      {...props}
    >
      {t(taxIncluded ? "money.vatIncluded" : "money.vatAdded", { rate })}
    </span>
  );
}
