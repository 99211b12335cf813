// spec selling-core §2 shop.tickets.annualPersonalization, detail child
// (/annual/personalisation/{token}/{ticketSaleId}/{personalizationId}), §4 and §5: the person
// (someone of the order, the buyer first, or a new person), the address (from the order's list,
// or a new one on its own page), the photo (image only, at most 2 MB, required unless the
// ticket's photo is optional or none), and the submit button labelled next, create or update.
// A card personalised before keeps its person; the address and photo may change until sent.

import { isEmail } from "@shop/core";
import type {
  AnnualHolder,
  AnnualOrder,
  AnnualTicketSale,
  Personalization,
} from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { PhotoField, type PhotoValue } from "@shop/ui/attendee-form";
import { Button } from "@shop/ui/button";
import { Field, Label } from "@shop/ui/field";
import { Input } from "@shop/ui/input";
import { Link as UiLink } from "@shop/ui/link";
import { RadioGroup, RadioGroupItem } from "@shop/ui/radio-group";
import { useRef, useState } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import {
  type AnnualProblem,
  addressLineOf,
  nextPath,
  personalizationBase,
  problemOf,
  submitLabelOf,
} from "../../features/annual/annual-rules";
import { useAnnualOrder, useAnnualWrites } from "../../features/annual/use-annual";
import { useLocale } from "../../i18n/locale-context";
import { ApiRequestError } from "../../lib/api-client";
import { usePageTitle } from "../../lib/use-page-title";
import { AnnualLoading, AnnualProblemPage } from "./annual-problem";
import type { AnnualKey } from "./annual-texts";
import { useAnnualT } from "./annual-texts";

const NEW = "new";

export interface DetailValues {
  /** A holder's id, or "new". */
  person: string;
  name: string;
  surname: string;
  email: string;
  /** An address id of the order. */
  address: string;
  photo: PhotoValue;
}

type DetailField = "person" | "name" | "surname" | "email" | "address" | "photo";
// The photo's keys are the attendee form's (PhotoField says them in the visitor's language).
type PhotoError = "photoRequired" | "photoTooLarge" | "photoNotImage";
type DetailError = "required" | "invalid" | "email" | PhotoError;

// The values of a form left for the address page, kept for the way back (a picked photo is a
// File, which no storage keeps): in memory, by person slot.
const drafts = new Map<number, { values: DetailValues; created: AnnualHolder | undefined }>();

/** Test only: forget the kept forms. */
export function forgetDrafts(): void {
  drafts.clear();
}

function locate(order: AnnualOrder, saleId: number, slotId: number) {
  const sale = order.ticket_sales.find((one) => one.id === saleId);
  const slot = sale?.personalizations.find((one) => one.id === slotId);
  return sale && slot ? { sale, slot } : undefined;
}

/** The holders who may take this card: its own, or anybody of the order without a card yet. */
function candidates(order: AnnualOrder, slot: Personalization): AnnualHolder[] {
  if (slot.customer) return [slot.customer];
  const holding = new Set(
    order.ticket_sales.flatMap((sale) =>
      sale.personalizations.flatMap((other) =>
        other.customer && other.id !== slot.id ? [other.customer.id] : [],
      ),
    ),
  );
  return order.customers.filter((holder) => !holding.has(holder.id));
}

function defaultsOf(
  order: AnnualOrder,
  slot: Personalization,
  people: AnnualHolder[],
  chosenAddress: string | null,
): DetailValues {
  const kept = drafts.get(slot.id)?.values;
  const address =
    chosenAddress ?? kept?.address ?? String(slot.address_id ?? order.addresses[0]?.id ?? "");
  if (kept) return { ...kept, address };
  return {
    person: String(slot.customer?.id ?? people[0]?.id ?? NEW),
    name: "",
    surname: "",
    email: "",
    address,
    photo: { photo: null, photoUrl: slot.photo_preview_url },
  };
}

function validate(
  values: DetailValues,
  sale: AnnualTicketSale,
): Partial<Record<DetailField, DetailError>> {
  const errors: Partial<Record<DetailField, DetailError>> = {};
  if (values.person === "") errors.person = "required";
  if (values.person === NEW) {
    if (values.name.trim() === "") errors.name = "required";
    if (values.surname.trim() === "") errors.surname = "required";
    const email = values.email.trim();
    if (email !== "" && !isEmail(email)) errors.email = "email";
  }
  if (values.address === "") errors.address = "required";
  const hasPhoto = values.photo.photo !== null || values.photo.photoUrl !== null;
  if (sale.photo_mandatory === "mandatory" && !hasPhoto) errors.photo = "photoRequired";
  return errors;
}

const FIELD_TEXT: Record<Exclude<DetailError, PhotoError>, AnnualKey> = {
  required: "annual.detail.required",
  invalid: "annual.detail.invalid",
  email: "annual.detail.emailInvalid",
};

/** spec selling-core §5: a server field error marks its field. */
function fieldOfServer(path: string): DetailField | undefined {
  if (path === "photo") return "photo";
  if (path.endsWith("customer_personalization_token")) return "person";
  if (path.endsWith("customer_adress_id")) return "address";
  if (path === "customer.name") return "name";
  if (path === "customer.surname") return "surname";
  if (path === "customer.email") return "email";
  return undefined;
}

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
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const writes = useAnnualWrites(locale, token);
  const base = personalizationBase(token);
  const here = `${base}/${sale.id}/${slot.id}`;
  const people = candidates(order, slot);
  const [defaults] = useState(() => defaultsOf(order, slot, people, search.get("address")));
  const form = useForm<DetailValues>({
    defaultValues: defaults,
    resolver: (values) => {
      const found = validate(values, sale);
      const errors: FieldErrors<DetailValues> = {};
      for (const [field, code] of Object.entries(found)) {
        (errors as Record<string, { type: string; message: string }>)[field] = {
          type: "validate",
          message: code,
        };
      }
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
    },
    // Checked on submit only: the alert takes the focus once per attempt, never while typing.
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const [problem, setProblem] = useState<AnnualProblem>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const invalid = Object.keys(errors).length > 0;
  const person = form.watch("person");
  const label = submitLabelOf(order, slot.id);

  const errorText = (field: Exclude<DetailField, "photo">) => {
    const code = errors[field]?.message as DetailError | undefined;
    if (!code) return undefined;
    return code in FIELD_TEXT
      ? t(FIELD_TEXT[code as keyof typeof FIELD_TEXT])
      : t("annual.detail.invalid");
  };
  // Made by an attempt whose personalization failed: the next attempt names it again.
  // Kept with the form's draft while the visitor adds an address on its own page.
  const created = useRef<AnnualHolder | undefined>(drafts.get(slot.id)?.created);

  const save = async (values: DetailValues) => {
    setFailed(false);
    try {
      let holderToken = people.find(
        (holder) => String(holder.id) === values.person,
      )?.customer_personalization_token;
      if (values.person === NEW) {
        const email = values.email.trim();
        const customer = {
          name: values.name.trim(),
          surname: values.surname.trim(),
          ...(email === "" ? {} : { email }),
        };
        const before = created.current;
        if (!before) created.current = await writes.createHolder({ customer });
        else if (
          before.name !== customer.name ||
          before.surname !== customer.surname ||
          (before.email ?? "") !== email
        ) {
          // Corrected after a failed attempt: the person made then, not a second one.
          created.current = await writes.updateHolder(before.id, { customer });
        }
        holderToken = created.current?.customer_personalization_token;
      }
      if (!holderToken) {
        form.setError("person", { type: "server", message: "required" });
        setAttempt((n) => n + 1);
        return;
      }
      if (values.photo.photo) {
        const uploaded = await writes.uploadPhoto(slot.id, values.photo.photo);
        form.setValue("photo", { photo: null, photoUrl: uploaded.photo_preview_url });
      }
      await writes.personalize(slot.id, {
        personalization: {
          customer_personalization_token: holderToken,
          customer_adress_id: Number(values.address),
        },
      });
      drafts.delete(slot.id);
      const next = nextPath(order, base, slot.id);
      navigate(next, next === base ? { state: { saved: true } } : undefined);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        const fields = Object.keys((error.fields as object | undefined) ?? {});
        let marked = false;
        for (const path of fields) {
          const field = fieldOfServer(path);
          if (!field) continue;
          marked = true;
          // The server's photo refusal: none where one is needed, or a file that is no image.
          const photoError = values.photo.photo ? "photoNotImage" : "photoRequired";
          form.setError(field, {
            type: "server",
            message: field === "photo" ? photoError : "invalid",
          });
        }
        setFailed(!marked);
        setAttempt((n) => n + 1);
        return;
      }
      if (error instanceof ApiRequestError && error.status === 413) {
        form.setError("photo", { type: "server", message: "photoTooLarge" });
        setAttempt((n) => n + 1);
        return;
      }
      setProblem(problemOf(error));
    }
  };
  const submit = form.handleSubmit(save, () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  });

  if (problem) return <AnnualProblemPage problem={problem} listPath={base} />;

  const personName = (holder: AnnualHolder) =>
    holder.is_buyer
      ? t("annual.detail.buyer", { name: `${holder.name} ${holder.surname}`.trim() })
      : `${holder.name} ${holder.surname}`.trim();
  const keepDraft = () =>
    drafts.set(slot.id, { values: form.getValues(), created: created.current });
  const slotIndex = sale.personalizations.findIndex((one) => one.id === slot.id);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 py-8">
      <h1 className="font-bold font-heading text-3xl">{t("annual.detail.title")}</h1>
      <p>{t("annual.detail.intro", { title: sale.title, index: slotIndex + 1 })}</p>
      <form noValidate onSubmit={submit} className="grid gap-6">
        {attempt > 0 && (invalid || failed) && (
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
          <Controller
            control={form.control}
            name="person"
            render={({ field }) => (
              <Field label={t("annual.detail.person")} group required error={errorText("person")}>
                <RadioGroup value={field.value} onValueChange={field.onChange} name="person">
                  {[
                    ...people.map((holder): [string, string] => [
                      String(holder.id),
                      personName(holder),
                    ]),
                    [NEW, t("annual.detail.newPerson")] as [string, string],
                  ].map(([value, text]) => (
                    <div key={value} className="flex items-center gap-2">
                      <RadioGroupItem value={value} id={`annual-person-${value}`} />
                      <Label htmlFor={`annual-person-${value}`}>{text}</Label>
                    </div>
                  ))}
                </RadioGroup>
              </Field>
            )}
          />
        )}
        {!slot.customer && person === NEW && (
          <fieldset className="grid gap-4 rounded-md border border-border p-4 sm:grid-cols-2">
            <legend className="px-1 font-heading font-semibold">
              {t("annual.detail.newPerson")}
            </legend>
            <Field label={t("annual.detail.name")} required error={errorText("name")}>
              <Input autoComplete="given-name" maxLength={100} {...form.register("name")} />
            </Field>
            <Field label={t("annual.detail.surname")} required error={errorText("surname")}>
              <Input autoComplete="family-name" maxLength={100} {...form.register("surname")} />
            </Field>
            <div className="sm:col-span-2">
              <Field
                label={t("annual.detail.email")}
                hint={t("annual.detail.emailHint")}
                error={errorText("email")}
              >
                <Input
                  type="email"
                  autoComplete="email"
                  maxLength={254}
                  {...form.register("email")}
                />
              </Field>
            </div>
          </fieldset>
        )}
        <Controller
          control={form.control}
          name="address"
          render={({ field }) => (
            <Field label={t("annual.detail.address")} group required error={errorText("address")}>
              <RadioGroup value={field.value} onValueChange={field.onChange} name="address">
                {order.addresses.map((address) => (
                  <div key={address.id} className="flex items-center gap-2">
                    <RadioGroupItem
                      value={String(address.id)}
                      id={`annual-address-${address.id}`}
                    />
                    <Label htmlFor={`annual-address-${address.id}`}>{addressLineOf(address)}</Label>
                  </div>
                ))}
              </RadioGroup>
            </Field>
          )}
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
                error={errors.photo?.message}
                name="photo"
              />
            )}
          />
        )}
        <p className="text-muted-foreground text-sm">{t("annual.detail.photoIdNote")}</p>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" size="lg" loading={isSubmitting} loadingLabel={t("annual.saving")}>
            {t(`annual.detail.submit.${label}`)}
          </Button>
          <UiLink asChild variant="standalone">
            <Link to={base}>{t("annual.detail.back")}</Link>
          </UiLink>
        </div>
      </form>
    </div>
  );
}
