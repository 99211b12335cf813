// spec surrounding-areas §2 "Profile": the account navigation, the data form (salutation,
// name, surname, e-mail twice, language) and the password form (current, new, confirmation),
// each with save and cancel (cancel goes to the account); §4: each acts only when changed
// (not pristine). A new e-mail address becomes the account's once the link mailed to it is
// opened (DESIGN §7); the page says so. The password change ends every other session.

import { LANGUAGE_IDS } from "@shop/core/constants";
import type { Customer, NewsletterChoice } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { Button, buttonVariants } from "@shop/ui/button";
import { Spinner } from "@shop/ui/spinner";
import { useState } from "react";
import {
  Controller,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { Link } from "react-router";
import {
  type NewsletterValues,
  PASSWORD_FIELDS,
  PASSWORD_RESOLVER,
  type PasswordValues,
  PROFILE_FIELDS,
  PROFILE_RESOLVER,
  type ProfileValues,
  passwordRequestOf,
  profileRequestOf,
  profileValuesOf,
} from "../../features/account/account-fields";
import {
  type AccountKey,
  useAccountFieldParts,
  useAccountT,
} from "../../features/account/account-texts";
import { useLanguageOptions } from "../../features/account/language-options";
import { useAccountWrites, useNewsletterChoices } from "../../features/account/use-account";
import { useSalutations } from "../../features/checkout/use-checkout-data";
import { PERSON_INPUT } from "../../features/forms/field-inputs";
import { FormAlert } from "../../features/forms/form-alert";
import { useFormAlert } from "../../features/forms/use-form-alert";
import { useLocale } from "../../i18n/locale-context";
import { NewsletterBoxes } from "./newsletter-boxes";
import { UserArea } from "./user-area";

const PROFILE_LABEL: Record<keyof ProfileValues, AccountKey> = {
  customer_salutation_id: "account.form.salutation",
  name: "account.form.name",
  surname: "account.form.surname",
  email: "account.form.email",
  email_confirmation: "account.form.emailConfirmation",
  language_id: "account.form.language",
};

const PASSWORD_LABEL: Record<keyof PasswordValues, AccountKey> = {
  current_password: "account.profile.currentPassword",
  password: "account.reset.password",
  password_confirmation: "account.reset.passwordConfirmation",
};

export function ProfilePage() {
  const t = useAccountT();
  return (
    <UserArea title={t("account.profile.title")}>
      {(customer) => (
        <div className="grid gap-8 lg:grid-cols-2">
          <ProfileForm customer={customer} />
          <PasswordForm />
          <NewsletterSection />
        </div>
      )}
    </UserArea>
  );
}

/** What the last save said: saved, saved with a link on its way, or nothing changed. */
type Outcome = { kind: "saved" } | { kind: "emailSent"; email: string } | { kind: "unchanged" };

function OutcomeNotice({ outcome }: { outcome: Outcome | undefined }) {
  const t = useAccountT();
  if (!outcome) return null;
  const text =
    outcome.kind === "unchanged"
      ? t("account.profile.unchanged")
      : outcome.kind === "emailSent"
        ? t("account.profile.emailSent", { email: outcome.email })
        : t("account.profile.saved");
  return (
    <Alert role="status" variant={outcome.kind === "unchanged" ? "info" : "success"}>
      {text}
    </Alert>
  );
}

function ProfileForm({ customer }: { customer: Customer }) {
  const t = useAccountT();
  const { locale } = useLocale();
  const writes = useAccountWrites(locale);
  const salutations = useSalutations(locale);
  const languages = useLanguageOptions();
  const form = useForm<ProfileValues>({
    defaultValues: profileValuesOf(customer, LANGUAGE_IDS[locale]),
    resolver: PROFILE_RESOLVER,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const parts = useAccountFieldParts(form, (name) => t(PROFILE_LABEL[name]));
  const { alert, outcome, submit } = useSaving(form, PROFILE_FIELDS, async (values) => {
    const request = profileRequestOf(values);
    const saved = await writes.updateProfile(request);
    // the address stays the old one until the mailed link is opened
    form.reset(profileValuesOf(saved, LANGUAGE_IDS[locale]));
    return saved.email.toLowerCase() === request.email.toLowerCase()
      ? { kind: "saved" }
      : { kind: "emailSent", email: request.email };
  });

  return (
    <section aria-labelledby="profile-data" className="grid content-start gap-4">
      <h2 id="profile-data" className="font-heading font-semibold text-xl">
        {t("account.profile.dataHeading")}
      </h2>
      <FormAlert
        alert={alert}
        summary={t("account.form.errorSummary")}
        failed={() => t("account.profile.failed")}
      />
      <OutcomeNotice outcome={outcome} />
      {salutations.isLoading ? (
        <Spinner label={t("account.session.checking")} />
      ) : !salutations.data ? (
        <Alert variant="destructive">{t("account.listsFailed")}</Alert>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4">
          {parts.select(
            "customer_salutation_id",
            salutations.data.data.map((s) => ({ id: s.id, label: s.salutation })),
            { choose: t("account.form.choose") },
          )}
          {parts.text("name", PERSON_INPUT.name)}
          {parts.text("surname", PERSON_INPUT.surname)}
          {parts.text("email", PERSON_INPUT.email)}
          {parts.text("email_confirmation", { type: "email", autoComplete: "email" })}
          {parts.select("language_id", languages)}
          <FormButtons saving={form.formState.isSubmitting} />
        </form>
      )}
    </section>
  );
}

function PasswordForm() {
  const t = useAccountT();
  const { locale } = useLocale();
  const writes = useAccountWrites(locale);
  const empty = { current_password: "", password: "", password_confirmation: "" };
  const form = useForm<PasswordValues>({
    defaultValues: empty,
    resolver: PASSWORD_RESOLVER,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const parts = useAccountFieldParts(form, (name) => t(PASSWORD_LABEL[name]));
  const { alert, outcome, submit } = useSaving(form, PASSWORD_FIELDS, async (values) => {
    await writes.changePassword(passwordRequestOf(values));
    form.reset(empty);
    return { kind: "saved" };
  });

  return (
    <section aria-labelledby="profile-password" className="grid content-start gap-4">
      <h2 id="profile-password" className="font-heading font-semibold text-xl">
        {t("account.profile.passwordHeading")}
      </h2>
      <FormAlert
        alert={alert}
        summary={t("account.form.errorSummary")}
        failed={() => t("account.profile.passwordFailed")}
      />
      {outcome?.kind === "saved" ? (
        <Alert role="status" variant="success">
          {t("account.profile.passwordSaved")}
        </Alert>
      ) : (
        <OutcomeNotice outcome={outcome} />
      )}
      <form noValidate onSubmit={submit} className="grid gap-4">
        {parts.text("current_password", { type: "password", autoComplete: "current-password" })}
        {parts.text("password", {
          type: "password",
          autoComplete: "new-password",
          hint: t("account.form.passwordHint"),
        })}
        {parts.text("password_confirmation", { type: "password", autoComplete: "new-password" })}
        <FormButtons saving={form.formState.isSubmitting} />
      </form>
    </section>
  );
}

/** The newsletter choice (surrounding-areas §3, §7): subscribe and unsubscribe here. */
function NewsletterSection() {
  const t = useAccountT();
  const { locale } = useLocale();
  const { read } = useNewsletterChoices(locale);
  return (
    <section aria-labelledby="profile-newsletters" className="grid content-start gap-4">
      <h2 id="profile-newsletters" className="font-heading font-semibold text-xl">
        {t("account.profile.newsletterHeading")}
      </h2>
      {read.isLoading ? (
        <Spinner label={t("account.session.checking")} />
      ) : !read.data ? (
        <Alert variant="destructive">{t("account.profile.newsletterLoadFailed")}</Alert>
      ) : read.data.data.length === 0 ? (
        <p>{t("account.profile.newsletterNone")}</p>
      ) : (
        <NewsletterForm choices={read.data.data} />
      )}
    </section>
  );
}

function NewsletterForm({ choices }: { choices: NewsletterChoice[] }) {
  const t = useAccountT();
  const { locale } = useLocale();
  const { save } = useNewsletterChoices(locale);
  const chosen = (list: NewsletterChoice[]) =>
    list.filter((choice) => choice.checked).map((choice) => String(choice.id));
  const form = useForm<NewsletterValues>({ defaultValues: { newsletter_ids: chosen(choices) } });
  const { alert, outcome, submit } = useSaving(form, ["newsletter_ids"], async (values) => {
    const saved = await save(values.newsletter_ids.map(Number));
    form.reset({ newsletter_ids: chosen(saved.data) });
    return { kind: "saved" };
  });
  return (
    <>
      <p>{t("account.profile.newsletterText")}</p>
      <FormAlert
        alert={alert}
        summary={t("account.form.errorSummary")}
        failed={() => t("account.profile.newsletterFailed")}
      />
      {outcome?.kind === "saved" ? (
        <Alert role="status" variant="success">
          {t("account.profile.newsletterSaved")}
        </Alert>
      ) : (
        <OutcomeNotice outcome={outcome} />
      )}
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Controller
          control={form.control}
          name="newsletter_ids"
          render={({ field }) => (
            <NewsletterBoxes
              legend={t("account.form.newsletters")}
              groups={choices}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <FormButtons saving={form.formState.isSubmitting} />
      </form>
    </>
  );
}

/**
 * spec surrounding-areas §4: a form acts only when changed (not pristine) — unchanged, it says
 * so and sends nothing; else `save` runs and its outcome shows.
 */
function useSaving<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  fields: readonly Path<Values>[],
  save: (values: Values) => Promise<Outcome>,
) {
  const alert = useFormAlert(form);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  // read while rendering: react-hook-form tracks isDirty only for a form that reads it so
  const { isDirty } = form.formState;
  const submit = alert.submit(async (values) => {
    if (!isDirty) {
      setOutcome({ kind: "unchanged" });
      return;
    }
    setOutcome(undefined);
    setOutcome(await save(values));
  }, fields);
  return { alert, outcome, submit };
}

/** Save, and cancel back to the account (spec §2). */
function FormButtons({ saving }: { saving: boolean }) {
  const t = useAccountT();
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" loading={saving} loadingLabel={t("account.profile.saving")}>
        {t("account.profile.save")}
      </Button>
      <Link to="/account" className={buttonVariants({ variant: "secondary" })}>
        {t("account.profile.cancel")}
      </Link>
    </div>
  );
}
