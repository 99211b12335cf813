import { type Cents, isIsoDate, isIsoTime, TIME_ZONE } from "@shop/core";
import { cva, type VariantProps } from "class-variance-authority";
import {
  type ComponentProps,
  Fragment,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useId,
} from "react";
import type { UiLocale } from "../../i18n/messages";
import { type UiTranslate, useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { XIcon } from "../../lib/icons";
import { MailIcon } from "../../lib/mail-icon";
import { AlertBox } from "../alert/alert-box";
import { Button } from "../button/button";
import { Link } from "../link/link";
import { Price, VatNote } from "../money/money";
import { VisuallyHidden } from "../visually-hidden/visually-hidden";
import { cartLineMessages } from "./messages";

/** The kinds of cart line (spec selling-core §3 cart item type). */
export const CART_LINE_KINDS = [
  "ticket",
  "annual",
  "event",
  "tour",
  "merchandise",
  "coupon",
] as const;
export type CartLineKind = (typeof CART_LINE_KINDS)[number];

/** A sub ticket of a mantle ticket as the cart info lists it. */
export type CartLineSubTicket = { title: string; selectedQuantity: number };

// The line is a size container: it sits in wide carts and narrow sidebars alike, so its two
// columns depend on its own width, not the viewport's.
export const cartLineVariants = cva("@container border-border border-b text-card-foreground", {
  variants: {
    size: { md: "py-4", sm: "py-2 text-sm" },
  },
  defaultVariants: { size: "md" },
});

/**
 * Where and when a line is for (issue 27 item 2): two lines of one title in different houses or
 * on different days read apart wherever a line is listed — the cart line's details, and the
 * one-line description of the price rows and an order's lines (`CartLineDescription`).
 */
export type CartLineWhen = {
  /** The museums the line admits to: all of a combi ticket, an event's house. */
  museums?: readonly string[];
  /** A Date, an ISO "YYYY-MM-DD" (formatted in Europe/Berlin) or an already formatted text. */
  day?: Date | string;
  /** A Date, an "HH:MM" (formatted in Europe/Berlin) or an already formatted text. */
  time?: Date | string;
  /** An annual pass's start, or when a ticket starts to be valid. */
  validFrom?: Date | string;
  /** A flex ticket's validity as the catalogue words it ("1 year from purchase"). */
  validity?: string;
};

type CartLineMessageKey = keyof (typeof cartLineMessages)["de"];

// Intl's formatters are slow to build and a cart lists many lines: one of each per locale.
const formatters = new Map<string, Intl.ListFormat | Intl.DateTimeFormat>();

function formatter<F extends Intl.ListFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let made = formatters.get(key) as F | undefined;
  if (made === undefined) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

/** The names of a line's museums as the locale joins a list ("A und B", "A and B"). */
function formatMuseums(museums: readonly string[], locale: UiLocale): string {
  return formatter(locale, () => new Intl.ListFormat(locale)).format(museums);
}

/** The facts of `when` that are given, each with its label, in the order they are read. */
function whenDetails(
  { museums = [], day, time, validFrom, validity }: CartLineWhen,
  t: UiTranslate<CartLineMessageKey>,
  locale: UiLocale,
): { key: string; label: string; value: ReactNode }[] {
  const named = museums.filter(Boolean);
  return (
    [
      [named.length > 1 ? "museums" : "museum", named.length > 0 && formatMuseums(named, locale)],
      ["day", day && formatLineDay(day, locale)],
      ["time", time && formatLineTime(time, locale)],
      ["validFrom", validFrom && formatLineDay(validFrom, locale)],
      ["validity", validity],
    ] as const
  ).flatMap(([key, value]) => (value ? [{ key, label: t(`cartLine.${key}`), value }] : []));
}

/**
 * A line's museums, day, time and validity in one line of text, for lists that show a line as
 * a row (the cart's price rows, the checkout summary, an order's lines). Each fact carries its
 * label for screen readers; the eye reads "Kunsthalle · Sa., 14. Juni 2025 · 10:30".
 */
export function CartLineDescription({
  museums,
  day,
  time,
  validFrom,
  validity,
  className,
  ...props
}: CartLineWhen & Omit<ComponentProps<"span">, "children">) {
  const { t, locale } = useUiText(cartLineMessages);
  const details = whenDetails({ museums, day, time, validFrom, validity }, t, locale);
  if (details.length === 0) return null;
  return (
    <span
      data-slot="cart-line-description"
      className={cn("block text-muted-foreground text-sm", className)}
      {...props}
    >
      {details.map((detail, at) => (
        <Fragment key={detail.key}>
          {at > 0 && <span aria-hidden="true"> · </span>}
          <VisuallyHidden>{`${detail.label}: `}</VisuallyHidden>
          {detail.value}
        </Fragment>
      ))}
    </span>
  );
}

export type CartLineProps = Omit<ComponentProps<"article">, "title" | "children"> &
  VariantProps<typeof cartLineVariants> &
  CartLineWhen & {
    kind: CartLineKind;
    title: string;
    /** The heading level that fits the page outline; h3 by default. */
    headingLevel?: "h2" | "h3" | "h4";
    /** The quantity, shown read-only when there is no `quantityControl`. */
    quantity: number;
    /**
     * The control that changes the quantity, normally
     * `<QuantitySelector label={title} options={available} value={quantity} … />` (a number
     * input from min to max persons without a list of quantities). Without it the quantity is
     * read-only, as for event and tour lines with fixed quantities (spec selling-core §2).
     * A slot, not built in: the line stays within its size budget and the cart decides how the
     * quantity is saved (reservation, loading state, revert on failure).
     */
    quantityControl?: ReactNode;
    /** Without it there is no remove button. */
    onRemove?: () => void;
    removing?: boolean;
    /** The line total in cents, and the total before a discount. */
    totalCents: Cents;
    originalTotalCents?: Cents;
    vatPct?: number;
    taxIncluded?: boolean;
    /** The coupon code applied to the line. */
    couponCode?: string;
    /** More about the line under its details (an event line's seats and prices). */
    flexDescription?: ReactNode;
    subTickets?: readonly CartLineSubTicket[];
    /** Where attendees' names are entered; shown when the line has attendees. */
    personalizeHref?: string;
    /** Lets a router take over the personalize link (call event.preventDefault()). */
    onPersonalize?: (event: MouseEvent<HTMLAnchorElement>) => void;
    /** The ticket is posted with the ordered merchandise (envelope icon). */
    shippedWithMerchandise?: boolean;
    /** The reservation countdown of a ticket line. */
    countdown?: ReactNode;
    /** E.g. a quantity change that failed and was reverted. */
    error?: ReactNode;
    /** The error's alert box, for `useFocusOn` (alert) to move focus to it on each failure. */
    errorRef?: Ref<HTMLDivElement>;
    /** Disables the remove button (pass `disabled` to the quantity control as well). */
    disabled?: boolean;
  };

// A Date is shown as Berlin sees it. An ISO day or "HH:MM" already is a Berlin wall-clock value:
// it is read and shown in UTC, which gives back the same day or time without finding its instant.
function format(value: Date | string, locale: UiLocale, day: boolean): string {
  const wall = typeof value === "string";
  return formatter(
    `${locale} ${day} ${wall}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        ...(day
          ? { weekday: "short", day: "numeric", month: "short", year: "numeric" }
          : { hour: "2-digit", minute: "2-digit" }),
        timeZone: wall ? "UTC" : TIME_ZONE,
      }),
  ).format(wall ? new Date(day ? `${value}T12:00Z` : `2026-01-15T${value}Z`) : value);
}

/** A day for the line: Dates and ISO dates in the locale's words, in Berlin; other text as is. */
export function formatLineDay(value: Date | string, locale: UiLocale): string {
  return typeof value === "string" && !isIsoDate(value) ? value : format(value, locale, true);
}

/** A time of day for the line: Dates and "HH:MM" in the locale's style, in Berlin; text as is. */
export function formatLineTime(value: Date | string, locale: UiLocale): string {
  return typeof value === "string" && !isIsoTime(value) ? value : format(value, locale, false);
}

/**
 * One line of the cart (spec selling-core §2): title and kind, details (day, time, valid from,
 * coupon code, flexible description, sub tickets), personalize link, countdown slot, quantity,
 * price with VAT note and a remove button. An article named by its heading, so a screen-reader
 * user can jump from line to line.
 */
export function CartLine({
  kind,
  title,
  headingLevel: Heading = "h3",
  quantity,
  quantityControl,
  onRemove,
  removing = false,
  totalCents,
  originalTotalCents,
  vatPct,
  taxIncluded = true,
  couponCode,
  museums,
  day,
  time,
  validFrom,
  validity,
  flexDescription,
  subTickets,
  personalizeHref,
  onPersonalize,
  shippedWithMerchandise = false,
  countdown,
  error,
  errorRef,
  disabled = false,
  size,
  className,
  ...props
}: CartLineProps) {
  const { t, locale } = useUiText(cartLineMessages);
  const headingId = useId();
  const details = whenDetails({ museums, day, time, validFrom, validity }, t, locale);
  if (couponCode) {
    details.push({
      key: "code",
      label: t("cartLine.couponCode"),
      value: <code>{couponCode}</code>,
    });
  }
  const shippedText = t("cartLine.shippedWithMerchandise");
  const removeText = t("cartLine.remove", { title });
  const chosenSubTickets = subTickets?.filter((sub) => sub.selectedQuantity > 0) ?? [];

  return (
    <article
      data-slot="cart-line"
      data-kind={kind}
      data-disabled={disabled || undefined}
      aria-labelledby={headingId}
      className={cn(cartLineVariants({ size }), className)}
      {...props}
    >
      <div className="grid gap-x-6 gap-y-3 @lg:grid-cols-[minmax(0,1fr)_auto]">
        <div data-slot="cart-line-main" className="grid content-start gap-1.5">
          <p data-slot="cart-line-kind" className="text-muted-foreground text-xs">
            {t(`cartLine.kind.${kind}` as const)}
          </p>
          <div className="flex items-start gap-2">
            <Heading
              id={headingId}
              data-slot="cart-line-title"
              className="font-heading font-semibold text-base leading-snug"
            >
              {title}
            </Heading>
            {shippedWithMerchandise && (
              <span
                role="img"
                aria-label={shippedText}
                title={shippedText}
                data-slot="cart-line-shipped"
                className="shrink-0 text-muted-foreground"
              >
                <MailIcon className="size-5" />
              </span>
            )}
          </div>
          {details.length > 0 && (
            <dl
              data-slot="cart-line-details"
              className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm"
            >
              {details.map((detail) => (
                <div key={detail.key} className="contents">
                  <dt className="text-muted-foreground">{detail.label}</dt>
                  <dd>{detail.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {flexDescription && (
            <div data-slot="cart-line-flex-description" className="text-muted-foreground text-sm">
              {flexDescription}
            </div>
          )}
          {chosenSubTickets.length > 0 && (
            <div data-slot="cart-line-sub-tickets" className="text-sm">
              <p className="text-muted-foreground" id={`${headingId}-subs`}>
                {t("cartLine.subTickets")}
              </p>
              <ul aria-labelledby={`${headingId}-subs`} className="list-inside list-disc">
                {chosenSubTickets.map((sub) => (
                  <li key={sub.title}>
                    {t("cartLine.subTicket", { quantity: sub.selectedQuantity, title: sub.title })}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {personalizeHref && (
            <Link
              data-slot="cart-line-personalize"
              href={personalizeHref}
              onClick={onPersonalize}
              className="w-fit text-sm"
            >
              {t("cartLine.personalize")} <VisuallyHidden>({title})</VisuallyHidden>
            </Link>
          )}
          {countdown && <div data-slot="cart-line-countdown">{countdown}</div>}
          {error && (
            <AlertBox ref={errorRef} variant="destructive" data-slot="cart-line-error">
              {error}
            </AlertBox>
          )}
        </div>
        <div
          data-slot="cart-line-aside"
          className="flex flex-wrap items-start gap-x-4 gap-y-2 @lg:justify-end"
        >
          {quantityControl ?? (
            <div data-slot="cart-line-quantity" className="grid text-sm">
              <span className="text-muted-foreground">{t("cartLine.quantity")}</span>
              <span className="font-medium tabular-nums">{quantity}</span>
            </div>
          )}
          <div data-slot="cart-line-price" className="grid justify-items-end text-end">
            <VisuallyHidden>{t("cartLine.price")}</VisuallyHidden>
            <Price cents={totalCents} originalCents={originalTotalCents} />
            {vatPct !== undefined && <VatNote vatPct={vatPct} taxIncluded={taxIncluded} />}
          </div>
          {onRemove && (
            <Button
              data-slot="cart-line-remove"
              variant="ghost"
              size="icon"
              aria-label={removeText}
              title={removeText}
              loading={removing}
              disabled={disabled}
              onClick={onRemove}
            >
              {!removing && <XIcon />}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
