// spec surrounding-areas §2 "Merchandise", §5 "Quantities", "Merchandise quantity above 0", §9:
// an article's price and its add-to-cart — the price of a piece (after the discount, the
// catalogue's struck through with the percent off), the quantity 0..max where max is
// min(pieces left, 10 − pieces of it in the cart), the total and its VAT (included, or to be
// added), and the button. When max is 0 a notice stands instead of the form: sold out, or the
// cart holds the most pieces already. A quantity of 0 or above max is the selection error: said
// at the field and in the alert, which takes the focus (./merchandise-alert.tsx).
import { merchandiseAddMax } from "@shop/core/booking";
import type { Merchandise } from "@shop/core/contract";
import { Alert, AlertDescription } from "@shop/ui/alert";
import { Badge } from "@shop/ui/badge";
import { Button, buttonVariants } from "@shop/ui/button";
import { formatVatRate, Money, Price } from "@shop/ui/money";
import { QuantitySelector } from "@shop/ui/quantity-selector";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link } from "react-router";
import { useCart } from "../../features/cart/cart-context";
import {
  merchandisePrice,
  merchandiseSelectionError,
  piecesInCart,
} from "../../features/merchandise/merchandise-rules";
import { useMerchandiseT } from "../../features/merchandise/merchandise-texts";
import { useAddMerchandise } from "../../features/merchandise/use-add-merchandise";
import { useLocale } from "../../i18n/locale-context";
import {
  MerchandiseAlert,
  type MerchandiseFormProblem,
  useMerchandiseProblemText,
} from "./merchandise-alert";

export function MerchandiseBuy({ article }: { article: Merchandise }) {
  const t = useMerchandiseT();
  const { locale } = useLocale();
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();
  const inCart = piecesInCart(useCart().items, article.id);
  const max = merchandiseAddMax({ available: article.available, free: article.quantity }, inCart);
  // the one form mechanism (react-hook-form): the quantity is its field, checked by its rule
  const form = useForm<{ quantity: number }>({ defaultValues: { quantity: 1 } });
  const quantity = form.watch("quantity");
  const { addMerchandise, adding } = useAddMerchandise();
  // the server's refusal of the last add; the selection's error is the form's own
  const [refusal, setRefusal] = useState<MerchandiseFormProblem>();
  // failed attempts so far: each one moves the focus to the alert
  const [attempts, setAttempts] = useState(0);
  const [added, setAdded] = useState(0);
  const failed = (problem: MerchandiseFormProblem | undefined) => {
    setAdded(0);
    setRefusal(problem);
    setAttempts((n) => n + 1);
  };
  const price = merchandisePrice(article, quantity);
  const rate = formatVatRate(article.vat_pct, locale);
  // 0..max, and a choice above max kept in sight (max shrank meanwhile) for its error to name
  const options = Array.from({ length: Math.max(max, quantity) + 1 }, (_, n) => n).filter(
    (n) => n <= max || n === quantity,
  );
  const selectionCode = form.formState.errors.quantity?.message;
  const selection: MerchandiseFormProblem | undefined =
    selectionCode === "none"
      ? { kind: "none" }
      : selectionCode === "tooMany"
        ? { kind: "tooMany", max }
        : undefined;
  const problem = selection ?? refusal;
  const problemText = useMerchandiseProblemText();
  const selectionError = selection && problemText(selection);

  const submit = form.handleSubmit(
    async (values) => {
      const outcome = await addMerchandise(article.id, values.quantity);
      if (!outcome.ok) return failed(outcome.problem);
      setRefusal(undefined);
      form.reset({ quantity: 1 });
      setAdded((n) => n + 1);
    },
    () => failed(undefined),
  );

  const vatRow = (
    <div className="flex flex-wrap items-baseline gap-x-3 text-muted-foreground text-sm">
      <dt>
        {article.tax_included
          ? t("merchandise.detail.vatIncluded", { rate })
          : t("merchandise.detail.vatAdded", { rate })}
      </dt>
      <dd>
        <Money cents={price.line.vat_cents} />
      </dd>
    </div>
  );
  return (
    <section aria-labelledby={titleId} className="grid min-w-0 max-w-2xl gap-6">
      <h2 id={titleId} className="font-heading font-semibold text-2xl">
        {t("merchandise.detail.buy")}
      </h2>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-medium">{t("merchandise.detail.unitPrice")}</span>
        <Price size="lg" cents={price.unitCents} originalCents={price.listCents} />
        {article.discount > 0 && (
          <Badge variant="info">{t("merchandise.discount", { discount: article.discount })}</Badge>
        )}
      </p>
      {added > 0 && (
        <Alert role="status" variant="success" focusOn={added}>
          <AlertDescription className="grid gap-3">
            <p>{t("merchandise.detail.added")}</p>
            <p>
              <Link to="/cart" className={buttonVariants({ variant: "outline" })}>
                {t("merchandise.detail.toCart")}
              </Link>
            </p>
          </AlertDescription>
        </Alert>
      )}
      {max === 0 ? (
        <p role="note" className="font-medium" data-sold-out>
          {inCart > 0 && article.available && article.quantity > 0
            ? t("merchandise.detail.cartFull")
            : t("merchandise.detail.soldOut")}
        </p>
      ) : (
        <form noValidate onSubmit={submit} aria-labelledby={titleId} className="grid gap-6">
          {problem && <MerchandiseAlert problem={problem} attempt={attempts} />}
          <fieldset
            className="grid min-w-0 gap-2"
            aria-describedby={selectionError ? `${hintId} ${errorId}` : hintId}
            data-invalid={selectionError !== undefined || undefined}
          >
            <legend className="mb-1 font-medium">{t("merchandise.detail.quantity")}</legend>
            <Controller
              control={form.control}
              name="quantity"
              // spec §5: at least one piece, at most what one add may take now
              rules={{ validate: (value) => merchandiseSelectionError(value, max) ?? true }}
              render={({ field }) => (
                <QuantitySelector
                  label={article.title}
                  accessibleName={t("merchandise.detail.quantity")}
                  display="select"
                  options={options}
                  value={field.value}
                  onChange={field.onChange}
                  loading={adding}
                />
              )}
            />
            <p id={hintId} className="text-muted-foreground text-sm">
              {t("merchandise.detail.quantityHint", { max })}
              {inCart > 0 && ` ${t("merchandise.detail.inCart", { count: inCart })}`}
            </p>
            {selectionError && (
              <p id={errorId} className="font-medium text-destructive text-sm">
                {selectionError}
              </p>
            )}
          </fieldset>
          <dl className="grid gap-2 border-border border-t pt-4">
            {/* a net price's VAT is added before the total, an included one named after it */}
            {!article.tax_included && vatRow}
            <div className="flex flex-wrap items-baseline gap-x-3 text-lg">
              <dt className="font-medium">{t("merchandise.detail.total")}</dt>
              <dd>
                <output aria-live="polite" className="font-semibold">
                  <Money cents={price.totalCents} />
                </output>
              </dd>
            </div>
            {article.tax_included && vatRow}
          </dl>
          <p>
            <Button type="submit" size="lg" loading={adding}>
              {t("merchandise.detail.add")}
            </Button>
          </p>
        </form>
      )}
    </section>
  );
}
