// spec surrounding-areas §2 "Value coupons" (/coupons), §5 "Coupons need at least one quantity
// above 0": the coupons on sale (GET /coupons), each with its quantity — the value coupons, and
// the coupons for a ticket with its reduction reason, disabled when booked out — and one button
// that puts the chosen ones in the cart (a coupon already there gets the new quantity added).
// With nothing chosen the selection error is shown and focused. The cart prices the lines and a
// paid order issues the codes and their PDFs (selling-core §2).
import type { Coupon, TicketCoupon } from "@shop/core/contract";
import { Alert, AlertDescription } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@shop/ui/card";
import { Money } from "@shop/ui/money";
import { QuantitySelector } from "@shop/ui/quantity-selector";
import { type ReactNode, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { useHolds } from "../../features/cart/cart-holds";
import { useCoupons } from "../../features/venue/use-venue";
import { useVenueT } from "../../features/venue/venue-texts";
import { useLocale } from "../../i18n/locale-context";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorPage } from "../errors/error-page";
import { VenueLoading } from "./venue-loading";

/** spec surrounding-areas §9: quantity options up to 10, as for merchandise. */
export const COUPON_MAX_QUANTITY = 10;
const OPTIONS = Array.from({ length: COUPON_MAX_QUANTITY + 1 }, (_, n) => n);

type Values = { quantities: Record<string, number> };

/** The quantities a coupon offers: up to 10, and no more than are left of a ticket coupon. */
function optionsOf(coupon: Coupon | TicketCoupon): number[] {
  const left = "available" in coupon && coupon.available !== null ? coupon.available : Infinity;
  return OPTIONS.filter((n) => n <= left);
}

function CouponCard({ coupon, children }: { coupon: Coupon | TicketCoupon; children: ReactNode }) {
  const t = useVenueT();
  const reason = "content" in coupon ? coupon.content.reduction_reason : null;
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle as="h2">{coupon.title}</CardTitle>
        {coupon.description && <CardDescription>{coupon.description}</CardDescription>}
        {reason && <CardDescription>{reason}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="flex flex-wrap gap-x-4">
          <span>
            {t("venue.coupons.price")} <Money cents={coupon.price_cents} />
          </span>
          {coupon.value_cents !== coupon.price_cents && (
            <span>
              {t("venue.coupons.value")} <Money cents={coupon.value_cents} />
            </span>
          )}
        </p>
        {children}
      </CardContent>
    </Card>
  );
}

export function CouponsPage() {
  const t = useVenueT();
  const { locale } = useLocale();
  const coupons = useCoupons(locale);
  const { dispatch } = useHolds();
  const navigate = useNavigate();
  const form = useForm<Values>({ defaultValues: { quantities: {} } });
  const [noneChosen, setNoneChosen] = useState(0);
  usePageTitle(t("venue.coupons.title"), t("app.name"));

  if (coupons.error) return <ErrorPage error={coupons.error} />;
  if (!coupons.data) return <VenueLoading />;
  const list: (Coupon | TicketCoupon)[] = [...coupons.data.data, ...coupons.data.ticket_coupons];
  const valueCoupons = coupons.data.data;
  const ticketCoupons = coupons.data.ticket_coupons;

  const submit = form.handleSubmit(async ({ quantities }) => {
    const chosen = list.filter((coupon) => (quantities[coupon.id] ?? 0) > 0);
    if (chosen.length === 0) {
      setNoneChosen((n) => n + 1);
      return;
    }
    setNoneChosen(0);
    // A coupon already in the cart grows its line (features/cart/product-holds.ts).
    await dispatch({
      type: "products",
      lines: chosen.map((coupon) => ({
        type: "Coupon",
        id: coupon.id,
        quantity: quantities[coupon.id] ?? 0,
      })),
    });
    navigate("/cart");
  });

  const card = (coupon: Coupon | TicketCoupon, bookedOut = false) => (
    <CouponCard coupon={coupon}>
      <Controller
        control={form.control}
        name={`quantities.${coupon.id}`}
        defaultValue={0}
        render={({ field }) => (
          <QuantitySelector
            label={coupon.title}
            options={optionsOf(coupon)}
            display="select"
            bookedOut={bookedOut}
            {...(bookedOut ? { reason: t("venue.coupons.bookedOut") } : {})}
            value={field.value}
            onChange={(quantity) => {
              field.onChange(quantity);
              if (quantity > 0) setNoneChosen(0);
            }}
          />
        )}
      />
    </CouponCard>
  );

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="font-bold font-heading text-3xl sm:text-4xl">{t("venue.coupons.title")}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{t("venue.coupons.intro")}</p>
      </header>
      {list.length === 0 ? (
        <p>{t("venue.coupons.empty")}</p>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-6">
          {noneChosen > 0 && (
            <Alert focusOn={noneChosen} variant="destructive">
              <AlertDescription>{t("venue.coupons.noneChosen")}</AlertDescription>
            </Alert>
          )}
          {valueCoupons.length > 0 && (
            <section aria-labelledby="coupons-value" className="grid gap-4">
              <h2 id="coupons-value" className="font-heading font-semibold text-2xl">
                {t("venue.coupons.values")}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2">
                {valueCoupons.map((coupon) => (
                  <li key={coupon.id}>{card(coupon)}</li>
                ))}
              </ul>
            </section>
          )}
          {ticketCoupons.length > 0 && (
            <section aria-labelledby="coupons-tickets" className="grid gap-4">
              <h2 id="coupons-tickets" className="font-heading font-semibold text-2xl">
                {t("venue.coupons.tickets")}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2">
                {ticketCoupons.map((coupon) => (
                  <li key={coupon.id}>{card(coupon, coupon.booked_out)}</li>
                ))}
              </ul>
            </section>
          )}
          <p className="flex flex-wrap items-center gap-4">
            <Button type="submit" size="lg">
              {t("venue.coupons.add")}
            </Button>
            <Link to="/cart" className="underline underline-offset-4">
              {t("venue.coupons.toCart")}
            </Link>
          </p>
        </form>
      )}
    </div>
  );
}
