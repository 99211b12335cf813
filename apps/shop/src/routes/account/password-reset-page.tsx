// spec surrounding-areas §2 /password-reset, §4 "Password reset: request, then waiting, then
// reset": without a token the request (e-mail, submit: POST /auth/password, answered alike
// whether the address has an account — DESIGN §7), then the waiting message; the mailed link
// (?token=) opens the reset (the account's e-mail, the new password twice: PUT /auth/password),
// then /password-success. §8: a failure shows the default reset error; a dead link (unknown,
// used, expired, cut short: 404 token_not_found, the issue 27) says so in the refusal table's
// words and offers a new one.
import { Button } from "@shop/ui/button";
import { Link as UiLink } from "@shop/ui/link";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import {
  RESET_FIELDS,
  RESET_REQUEST_FIELDS,
  RESET_REQUEST_RESOLVER,
  type ResetRequestValues,
  type ResetValues,
  resetRequestOf,
  resetRequestWith,
  resetResolver,
} from "../../features/account/account-fields";
import { useAccountFieldParts, useAccountT } from "../../features/account/account-texts";
import { useAccountWrites } from "../../features/account/use-account";
import { FormAlert } from "../../features/forms/form-alert";
import { useFormAlert } from "../../features/forms/use-form-alert";
import { useLocale } from "../../i18n/locale-context";
import { AccountPageFrame } from "./account-page-frame";

export function PasswordResetPage() {
  const t = useAccountT();
  const [search] = useSearchParams();
  const token = search.get("token");
  return (
    <AccountPageFrame title={t("account.reset.title")}>
      {token ? (
        <ResetForm token={token} email={search.get("email") ?? ""} />
      ) : (
        <RequestForm email={search.get("email") ?? ""} />
      )}
    </AccountPageFrame>
  );
}

function RequestForm({ email }: { email: string }) {
  const t = useAccountT();
  const { locale } = useLocale();
  const writes = useAccountWrites(locale);
  const form = useForm<ResetRequestValues>({
    defaultValues: { email },
    resolver: RESET_REQUEST_RESOLVER,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const alert = useFormAlert(form);
  const parts = useAccountFieldParts(form, () => t("account.form.email"));
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const submit = alert.submit(async (values) => {
    const body = resetRequestOf(values);
    await writes.requestPasswordReset(body);
    setSentTo(body.email);
  }, RESET_REQUEST_FIELDS);

  if (sentTo !== undefined)
    return <p role="status">{t("account.reset.waiting", { email: sentTo })}</p>;
  return (
    <>
      <p>{t("account.reset.requestText")}</p>
      <FormAlert
        alert={alert}
        summary={t("account.form.errorSummary")}
        failed={() => t("account.reset.failed")}
      />
      <form noValidate onSubmit={submit} className="grid gap-4">
        {parts.text("email", { type: "email", autoComplete: "email" })}
        <div>
          <Button
            type="submit"
            size="lg"
            loading={form.formState.isSubmitting}
            loadingLabel={t("account.reset.requesting")}
          >
            {t("account.reset.requestSubmit")}
          </Button>
        </div>
      </form>
    </>
  );
}

function ResetForm({ token, email }: { token: string; email: string }) {
  const t = useAccountT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const writes = useAccountWrites(locale);
  const resolver = useMemo(() => resetResolver(token), [token]);
  const form = useForm<ResetValues>({
    defaultValues: { email, password: "", password_confirmation: "" },
    resolver,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const alert = useFormAlert(form);
  const parts = useAccountFieldParts(form, (name) =>
    t(
      name === "email"
        ? "account.form.email"
        : name === "password"
          ? "account.reset.password"
          : "account.reset.passwordConfirmation",
    ),
  );
  const submit = alert.submit(
    async (values) => {
      await writes.resetPassword(resetRequestWith(token)(values));
      navigate("/password-success", { replace: true });
    },
    RESET_FIELDS,
    ["rate_limit", "token_not_found"],
  );
  const dead =
    alert.problem?.kind === "refusal" && alert.problem.refusal.code === "token_not_found";

  return (
    <>
      <p>{t("account.reset.newText")}</p>
      <FormAlert
        alert={alert}
        summary={t("account.form.errorSummary")}
        failed={() => t("account.reset.failed")}
      />
      {dead && (
        <>
          <p>{t("account.reset.sameAddress")}</p>
          <p>
            <UiLink asChild variant="standalone">
              <Link to="/password-reset">{t("account.reset.again")}</Link>
            </UiLink>
          </p>
        </>
      )}
      <form noValidate onSubmit={submit} className="grid gap-4">
        {parts.text("email", { type: "email", autoComplete: "username" })}
        {parts.text("password", {
          type: "password",
          autoComplete: "new-password",
          hint: t("account.form.passwordHint"),
        })}
        {parts.text("password_confirmation", { type: "password", autoComplete: "new-password" })}
        <div>
          <Button
            type="submit"
            size="lg"
            loading={form.formState.isSubmitting}
            loadingLabel={t("account.reset.saving")}
          >
            {t("account.reset.submit")}
          </Button>
        </div>
      </form>
    </>
  );
}

/** spec surrounding-areas §2: "A separate success screen shows title and text." */
export function PasswordSuccessPage() {
  const t = useAccountT();
  return (
    <AccountPageFrame title={t("account.resetSuccess.title")}>
      <p role="status">{t("account.resetSuccess.text")}</p>
      <p>
        <UiLink asChild variant="standalone">
          <Link to="/login">{t("account.login.title")}</Link>
        </UiLink>
      </p>
    </AccountPageFrame>
  );
}
