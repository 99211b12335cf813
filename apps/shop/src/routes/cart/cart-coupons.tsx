// spec selling-core §2 cart "coupon-code form (when coupons are allowed)", §5 (a non-empty code,
// else `empty`), §8 coupon errors: a code is looked up (GET /coupon_sales/barcode/{code}) and,
// when valid, added to the cart once; the price then takes it off the total. Applied codes are
// listed with a remove button. Errors show in the form's alert, which takes focus.
//
// The form's react-hook-form (13.6 kB gzip, the cart's biggest part) loads behind the page
// (the issue "speed", Deliver 4): until it is there, the same form is drawn disabled, so the
// page does not move when it arrives and nothing typed meanwhile can be lost.
import { formatMoney, type Locale } from "@shop/core";
import type { CouponSale } from "@shop/core/contract";
import { Button } from "@shop/ui/button";
import { CouponFormView, type CouponSubmitResult } from "@shop/ui/coupon-form";
import { type FormEvent, memo, useEffect, useId, useRef, useState } from "react";
import { useCart } from "../../features/cart/cart-context";
import { useCouponLookup } from "../../features/cart/coupon-lookup";
import { useCartWrites } from "../../features/cart/use-cart-writes";
import { useT } from "../../i18n/use-t";
import type { CouponCodeForm as CouponCodeFormType } from "./coupon-code-form";

type LoadedForm = typeof CouponCodeFormType;
// Once loaded, every later cart page draws the form at once.
let loadedForm: LoadedForm | undefined;

/** The react-hook-form coupon form once its chunk is there (it starts loading after paint). */
function useCouponCodeForm(): LoadedForm | undefined {
  const [form, setForm] = useState(() => loadedForm);
  useEffect(() => {
    if (form) return;
    let live = true;
    import("./coupon-code-form").then(
      (module) => {
        loadedForm = module.CouponCodeForm;
        if (live) setForm(() => module.CouponCodeForm);
      },
      // A chunk that failed to load (a new build replaced it): the form stays disabled.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [form]);
  return form;
}

const noSubmit = (event: FormEvent) => event.preventDefault();

// memo: a busy line re-renders the page, not the coupons (their cart still does, by useCart).
export const CartCoupons = memo(function CartCoupons({
  locale,
  applied,
  onRemoved,
}: {
  locale: Locale;
  /** The coupons as the last price applied them (what each takes off). */
  applied: readonly CouponSale[];
  onRemoved: (code: string) => void;
}) {
  const t = useT();
  const cart = useCart();
  const writes = useCartWrites();
  const lookUp = useCouponLookup(locale);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const CouponCodeForm = useCouponCodeForm();

  const apply = async (code: string): Promise<CouponSubmitResult> => {
    // Already in the cart: nothing to look up, and never twice.
    if (writes.current().coupons.includes(code)) return { ok: true };
    const found = await lookUp(code);
    if ("error" in found) return { error: found.error };
    writes.addCoupon(found.sale.code);
    return { ok: true };
  };

  const remove = (code: string) => {
    writes.removeCoupon(code);
    // the button is gone with its code: keep the keyboard user in this section
    heading.current?.focus();
    onRemoved(code);
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 ref={heading} id={headingId} tabIndex={-1} className="font-heading font-semibold text-xl">
        {t("cart.coupons.heading")}
      </h2>
      {CouponCodeForm ? (
        <CouponCodeForm onSubmit={apply} />
      ) : (
        <CouponFormView
          onSubmit={noSubmit}
          inputProps={{}}
          failure={undefined}
          attempt={0}
          pending={false}
          applied={false}
          disabled
        />
      )}
      {cart.coupons.length > 0 && (
        <ul aria-label={t("cart.coupons.applied")} className="grid gap-2">
          {cart.coupons.map((code) => {
            const sale = applied.find((coupon) => coupon.code === code);
            return (
              <li key={code} className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <code className="font-medium">{code}</code>
                {sale && (
                  <span className="text-muted-foreground text-sm">
                    {t("cart.coupons.takesOff", { amount: formatMoney(sale.debit_cents, locale) })}
                  </span>
                )}
                <Button variant="outline" size="sm" onClick={() => remove(code)}>
                  {t("cart.coupons.remove", { code })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
