// spec selling-core §2 shop.tickets.annualPersonalization, detail child
// (/annual/personalisation/{token}/{ticketSaleId}/{personalizationId}), §4 and §5: the person
// (someone of the order, the buyer first, or a new person), the address (from the order's list,
// or a new one on its own page), the photo (image only, at most 2 MB, required unless the
// ticket's photo is optional or none), and the submit button labelled next, create or update.
// A card personalised before keeps its person; the address and photo may change until sent.
// The form's workflow is features/annual/use-personalization-detail.ts; this page renders it
// with the field kit (features/forms).
import type {
  AnnualHolder,
  AnnualOrder,
  AnnualTicketSale,
  Personalization,
} from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { PhotoField } from "@shop/ui/attendee-form";
import { Button } from "@shop/ui/button";
import { Link as UiLink } from "@shop/ui/link";
import { Controller } from "react-hook-form";
import { Link, useParams, useSearchParams } from "react-router";
import { addressLineOf, personalizationBase, problemOf } from "../../features/annual/annual-rules";
import { locate, NEW } from "../../features/annual/personalization-detail";
import { useAnnualOrder } from "../../features/annual/use-annual";
import { usePersonalizationDetail } from "../../features/annual/use-personalization-detail";
import { FIELD_ERROR_CODES, type FieldErrorCode } from "../../features/forms/contract-resolver";
import { useFieldParts } from "../../features/forms/field-parts";
import { PersonFields } from "../../features/forms/person-fields";
import { RadioField } from "../../features/forms/radio-field";
import { useLocale } from "../../i18n/locale-context";
import { usePageTitle } from "../../lib/use-page-title";
import { AnnualLoading, AnnualProblemPage } from "./annual-problem";
import type { AnnualKey } from "./annual-texts";
import { useAnnualT } from "./annual-texts";

const FIELD_TEXT: Record<FieldErrorCode, AnnualKey> = {
  required: "annual.detail.required",
  invalid: "annual.detail.invalid",
  email: "annual.detail.emailInvalid",
};

const LABEL = {
  name: "annual.detail.name",
  surname: "annual.detail.surname",
  email: "annual.detail.email",
} as const satisfies Record<string, AnnualKey>;

export function PersonalizationDetailPage() {
  const t = useAnnualT();
  const { locale } = useLocale();
  const { token = "", ticketSaleId = "", personalizationId = "" } = useParams();
  const order = useAnnualOrder(locale, token);
  const title = t("annual.detail.title");
  usePageTitle(title, t("app.name"));
  const base = personalizationBase(token);

  if (order.error) return <AnnualProblemPage problem={problemOf(order.error)} />;
  if (!order.data) {
    return <AnnualLoading />;
  }
  const found = locate(order.data, Number(ticketSaleId), Number(personalizationId));
  if (!found) return <AnnualProblemPage problem="token" />;
  if (found.sale.sent_at !== null) return <AnnualProblemPage problem="sent" listPath={base} />;
  if (!found.sale.is_personalizable) {
    return <AnnualProblemPage problem="notPersonalizable" listPath={base} />;
  }
  return (
    <DetailForm
      key={found.slot.id}
      order={order.data}
      sale={found.sale}
      slot={found.slot}
      token={token}
      locale={locale}
    />
  );
}

function DetailForm({
  order,
  sale,
  slot,
  token,
  locale,
}: {
  order: AnnualOrder;
  sale: AnnualTicketSale;
  slot: Personalization;
  token: string;
  locale: string;
}) {
  const t = useAnnualT();
  const [search] = useSearchParams();
  const detail = usePersonalizationDetail({
    order,
    sale,
    slot,
    token,
    locale,
    chosenAddress: search.get("address"),
  });
  const { form, people, problem, failed, attempt, keepDraft } = detail;
  const { isSubmitting } = form.formState;
  const base = personalizationBase(token);
  const here = `${base}/${sale.id}/${slot.id}`;
  const person = form.watch("person");

  const parts = useFieldParts(form, {
    label: (name) => t(LABEL[name as keyof typeof LABEL]),
    codes: FIELD_ERROR_CODES,
    error: (code) => t(FIELD_TEXT[code]),
  });

  if (problem) return <AnnualProblemPage problem={problem} listPath={base} />;

  const personName = (holder: AnnualHolder) =>
    holder.is_buyer
      ? t("annual.detail.buyer", { name: `${holder.name} ${holder.surname}`.trim() })
      : `${holder.name} ${holder.surname}`.trim();
  const slotIndex = sale.personalizations.findIndex((one) => one.id === slot.id);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 py-8">
      <h1 className="font-bold font-heading text-3xl">{t("annual.detail.title")}</h1>
      <p>{t("annual.detail.intro", { title: sale.title, index: slotIndex + 1 })}</p>
      <form noValidate onSubmit={detail.submit} className="grid gap-6">
        {attempt > 0 && (detail.invalid || failed) && (
          <Alert focusOn={attempt} variant="destructive">
            {t(failed ? "annual.detail.failed" : "annual.detail.errors")}
          </Alert>
        )}
        {slot.customer ? (
          <div className="grid gap-1">
            <p className="font-medium">{t("annual.detail.personFixed")}</p>
            <p>{personName(slot.customer)}</p>
          </div>
        ) : (
          <RadioField
            form={form}
            name="person"
            label={t("annual.detail.person")}
            error={parts.errorOf("person")}
            choices={[
              ...people.map((holder) => ({ value: String(holder.id), label: personName(holder) })),
              { value: NEW, label: t("annual.detail.newPerson") },
            ]}
          />
        )}
        {!slot.customer && person === NEW && (
          <fieldset className="grid gap-4 rounded-md border border-border p-4 sm:grid-cols-2">
            <legend className="px-1 font-heading font-semibold">
              {t("annual.detail.newPerson")}
            </legend>
            <PersonFields
              parts={parts}
              email={{ required: false, hint: t("annual.detail.emailHint") }}
            />
          </fieldset>
        )}
        <RadioField
          form={form}
          name="address"
          label={t("annual.detail.address")}
          error={parts.errorOf("address")}
          choices={order.addresses.map((address) => ({
            value: String(address.id),
            label: addressLineOf(address),
          }))}
        />
        {order.addresses.length > 1 && (
          <ul className="grid gap-1">
            {order.addresses.slice(1).map((address) => (
              <li key={address.id}>
                <UiLink asChild>
                  <Link to={`${here}/address/${address.id}`} onClick={keepDraft}>
                    {t("annual.detail.editAddress", { address: addressLineOf(address) })}
                  </Link>
                </UiLink>
              </li>
            ))}
          </ul>
        )}
        <div>
          <UiLink asChild variant="standalone">
            <Link to={`${here}/address/new`} onClick={keepDraft}>
              {t("annual.detail.newAddress")}
            </Link>
          </UiLink>
        </div>
        {sale.photo_mandatory !== "none" && (
          <Controller
            control={form.control}
            name="photo"
            render={({ field }) => (
              <PhotoField
                value={field.value}
                onChange={field.onChange}
                person={
                  slot.customer
                    ? `${slot.customer.name} ${slot.customer.surname}`.trim()
                    : t("annual.detail.thisPerson")
                }
                optional={sale.photo_mandatory === "optional"}
                error={detail.errorOf("photo")}
                name="photo"
              />
            )}
          />
        )}
        <p className="text-muted-foreground text-sm">{t("annual.detail.photoIdNote")}</p>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" size="lg" loading={isSubmitting} loadingLabel={t("annual.saving")}>
            {t(`annual.detail.submit.${detail.submitLabel}`)}
          </Button>
          <UiLink asChild variant="standalone">
            <Link to={base}>{t("annual.detail.back")}</Link>
          </UiLink>
        </div>
      </form>
    </div>
  );
}
