// The issue 33, Deliver 1: the order page /order/{id}/{token}, linked from the confirmation
// mail, the success page and the account's orders. The order token is the only proof, so a
// guest and a customer see the same page, signed in or not: the status with the spec's display
// rules (surrounding-areas §4), every line with its day and time and its document to download
// again (selling-core §7), the annual passes' personalisation link, "send the confirmation
// again" (to the order's own address), and after the visit a rating of it, once.
import { berlinDate, mayRate, RATING_COMMENT_MAX, ratingOpensOn, TIME_ZONE } from "@shop/core";
import type { Order } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { Button, buttonVariants } from "@shop/ui/button";
import { Link as UiLink } from "@shop/ui/link";
import { Money } from "@shop/ui/money";
import { Spinner } from "@shop/ui/spinner";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { useAccountFieldParts, useAccountT } from "../../features/account/account-texts";
import {
  RATING_RESOLVER,
  type RatingValues,
  ratingRequestOf,
  STAR_CHOICES,
} from "../../features/account/rating-fields";
import { useOrderPageWrites } from "../../features/account/use-order-page";
import { invoiceUrl } from "../../features/checkout/documents";
import { isUnknownOrder } from "../../features/checkout/order-outcome";
import { useOrder } from "../../features/checkout/use-checkout-data";
import { FormAlert } from "../../features/forms/form-alert";
import { RadioField } from "../../features/forms/radio-field";
import { TextAreaField } from "../../features/forms/text-area-field";
import { useFormAlert } from "../../features/forms/use-form-alert";
import { useIntl } from "../../i18n/intl";
import { useLocale } from "../../i18n/locale-context";
import { useNow } from "../../lib/clock";
import { isLinkNotFound, refusalMessage, refusalOf } from "../../lib/refusal-text";
import { CalendarLink, OrderLines } from "../checkout/order-lines";
import { AccountPageFrame } from "./account-page-frame";
import { OrderCancellation } from "./order-cancellation";
import { orderStatusOf } from "./order-status";
import { OrderStatusBadge, PersonaliseLink, useOrderDate } from "./orders-parts";

/** The link's id and token; undefined when the path cannot name an order. */
function placedOf(params: Readonly<Partial<Record<string, string>>>) {
  const id = Number(params.id);
  const token = params.token ?? "";
  return Number.isSafeInteger(id) && id > 0 && token !== "" ? { id, token } : undefined;
}

export function OrderPage() {
  const t = useAccountT();
  const { locale } = useLocale();
  const placed = placedOf(useParams());
  const order = useOrder(locale, placed);
  const title = placed ? t("account.order.title", { id: placed.id }) : t("account.order.unknown");

  let body: React.ReactNode;
  if (!placed || isUnknownOrder(order.error) || isLinkNotFound(order.error)) {
    // a cut link (a token of the wrong shape answers 422 naming it), or another order's token:
    // said alike, as the server answers the last two alike
    body = (
      <>
        <Alert variant="warning">{t("refusal.token_not_found")}</Alert>
        <p>
          <Link to="/start" className={buttonVariants({ variant: "secondary" })}>
            {t("account.order.toStart")}
          </Link>
        </p>
      </>
    );
  } else if (order.error) {
    body = <Alert variant="destructive">{t("account.order.failed")}</Alert>;
  } else if (!order.data) {
    body = <Spinner label={t("account.order.loading")} />;
  } else {
    body = <OrderDetails order={order.data} token={placed.token} locale={locale} />;
  }
  return (
    <AccountPageFrame title={title} wide>
      {body}
    </AccountPageFrame>
  );
}

/** What each section of the page works with: the order, the link's token, the language. */
interface SectionProps {
  order: Order;
  token: string;
  locale: string;
}

function OrderDetails({ order, token, locale }: SectionProps) {
  const t = useAccountT();
  const date = useOrderDate();
  const status = orderStatusOf(order);
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-muted-foreground">{t("account.orders.placed", { date: date(order) })}</p>
        <OrderStatusBadge order={order} />
      </div>
      <p data-status={status}>{t(`account.order.statusText.${status}`)}</p>
      {order.personalization_token && (
        <p>
          <PersonaliseLink order={order} />
        </p>
      )}
      <section aria-labelledby="order-lines" className="grid gap-3 rounded-md border p-4">
        <h2 id="order-lines" className="font-heading font-semibold text-xl">
          {t("account.order.linesHeading")}
        </h2>
        <OrderLines order={order} token={token} locale={locale} />
        <p className="flex justify-between gap-4 border-t pt-2 font-semibold">
          <span>{t("account.orders.total")}</span>
          <Money cents={order.total_price_cents} />
        </p>
        <CalendarLink order={order} token={token} locale={locale} />
      </section>
      {order.invoices.length > 0 && <Invoices order={order} token={token} locale={locale} />}
      {order.is_valid && !order.canceled && (
        <ResendConfirmation order={order} token={token} locale={locale} />
      )}
      <OrderCancellation order={order} token={token} locale={locale} />
      <OrderRatingSection order={order} token={token} locale={locale} />
    </>
  );
}

/** The issue 33, Deliver 5: the order's invoice and cancellation invoices, to download. */
function Invoices({ order, token, locale }: SectionProps) {
  const t = useAccountT();
  const intl = useIntl();
  return (
    <section aria-labelledby="order-invoices" className="grid justify-items-start gap-2">
      <h2 id="order-invoices" className="font-heading font-semibold text-xl">
        {t("account.order.invoicesHeading")}
      </h2>
      <ul className="grid gap-1">
        {order.invoices.map((invoice) => (
          <li key={invoice.id}>
            <UiLink href={invoiceUrl(order, invoice, token, locale)} download>
              {t(
                invoice.kind === "invoice"
                  ? "account.order.invoice"
                  : "account.order.cancellationInvoice",
                {
                  number: invoice.number,
                  date: intl.formatDate(invoice.issued_at, {
                    dateStyle: "medium",
                    timeZone: TIME_ZONE,
                  }),
                },
              )}
            </UiLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Resend =
  | { state: "idle" | "sending" }
  | { state: "sent"; email: string }
  | { state: "failed"; error: unknown };

function ResendConfirmation({ order, token, locale }: SectionProps) {
  const t = useAccountT();
  const writes = useOrderPageWrites(locale, order.id, token);
  const [resend, setResend] = useState<Resend>({ state: "idle" });
  const send = async () => {
    setResend({ state: "sending" });
    try {
      setResend({ state: "sent", email: await writes.resend() });
    } catch (error) {
      setResend({ state: "failed", error });
    }
  };
  const failure = () => {
    if (resend.state !== "failed") return "";
    const refusal = refusalOf(resend.error, ["rate_limit", "order_not_valid"]);
    if (!refusal) return t("account.orders.actionFailed");
    const { key, values } = refusalMessage(refusal);
    return t(key, values);
  };
  return (
    <section aria-labelledby="order-resend" className="grid justify-items-start gap-3">
      <h2 id="order-resend" className="font-heading font-semibold text-xl">
        {t("account.order.resendHeading")}
      </h2>
      <p>{t("account.order.resendText")}</p>
      {resend.state === "failed" && (
        <Alert focusOn={resend} variant="destructive">
          {failure()}
        </Alert>
      )}
      <p role="status">
        {resend.state === "sent" ? t("account.order.resent", { email: resend.email }) : ""}
      </p>
      <Button
        variant="secondary"
        loading={resend.state === "sending"}
        loadingLabel={t("account.order.resending")}
        onClick={() => void send()}
      >
        {t("account.order.resend")}
      </Button>
    </section>
  );
}

function OrderRatingSection({ order, token, locale }: SectionProps) {
  const t = useAccountT();
  const intl = useIntl();
  const now = useNow();
  const opens = ratingOpensOn(order);
  if (opens === null && order.rating === null) return null;
  let content: React.ReactNode;
  if (order.rating) {
    content = (
      <>
        {/* read out after a rating is sent, the focus then on the section's heading */}
        <p role="status">
          {t("account.order.rated", { rating: order.rating.rating, max: STAR_CHOICES.length })}
        </p>
        {order.rating.comment !== "" && (
          <blockquote className="whitespace-pre-line break-words border-s-4 ps-3">
            {order.rating.comment}
          </blockquote>
        )}
      </>
    );
  } else if (mayRate(order, berlinDate(now()))) {
    content = <RatingForm order={order} token={token} locale={locale} />;
  } else {
    const day = intl.formatDate(`${opens}T12:00:00Z`, { dateStyle: "long", timeZone: "UTC" });
    content = <p>{t("account.order.rateLater", { date: day })}</p>;
  }
  return (
    <section aria-labelledby="order-rating" className="grid gap-3">
      <h2 id="order-rating" tabIndex={-1} className="font-heading font-semibold text-xl">
        {t("account.order.ratingHeading")}
      </h2>
      {content}
    </section>
  );
}

function RatingForm({ order, token, locale }: SectionProps) {
  const t = useAccountT();
  const writes = useOrderPageWrites(locale, order.id, token);
  const form = useForm<RatingValues>({
    defaultValues: { rating: "", comment: "" },
    resolver: RATING_RESOLVER,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const alert = useFormAlert(form);
  const parts = useAccountFieldParts(form, (name) => t(`account.order.field.${name}`));
  const submit = alert.submit(
    async (values) => {
      await writes.rate(ratingRequestOf(values));
      // the section shows the rating kept; its heading takes the focus from the gone form
      document.getElementById("order-rating")?.focus();
    },
    ["rating", "comment"],
    ["rate_limit", "already_rated", "rating_not_open"],
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p>{t("account.order.ratingText")}</p>
      <FormAlert
        alert={alert}
        summary={t("account.form.errorSummary")}
        failed={() => t("account.orders.actionFailed")}
        name="rating"
      />
      <RadioField
        form={form}
        name="rating"
        inline
        label={t("account.order.field.rating")}
        error={parts.errorOf("rating")}
        choices={STAR_CHOICES.map((stars) => ({
          value: String(stars),
          label: t("account.order.stars", { count: stars }),
        }))}
      />
      <TextAreaField
        form={form}
        name="comment"
        label={t("account.order.field.comment")}
        maxLength={RATING_COMMENT_MAX}
        error={parts.errorOf("comment")}
      />
      <div>
        <Button
          type="submit"
          loading={form.formState.isSubmitting}
          loadingLabel={t("account.order.rating")}
        >
          {t("account.order.rate")}
        </Button>
      </div>
    </form>
  );
}
