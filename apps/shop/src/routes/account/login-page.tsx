// spec surrounding-areas §2 /login?redirectState: an explanatory text, the failure alert and
// the login form (§5: e-mail required and valid, password required); §8: a failed login says
// "The login information entered is incorrect. Please try again." and focuses the alert. Once
// signed in the visitor goes on to the remembered target (the checkout, a user-area page), or
// the account; the cart stays (it lives in the browser, and its holds are the cart's).

import { CUSTOMER_LEVELS } from "@shop/core/constants";
import { Button } from "@shop/ui/button";
import { Link as UiLink } from "@shop/ui/link";
import { useForm } from "react-hook-form";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import {
  LOGIN_FIELDS,
  LOGIN_RESOLVER,
  type LoginValues,
  loginRequestOf,
} from "../../features/account/account-fields";
import { useAccountFieldParts, useAccountT } from "../../features/account/account-texts";
import { redirectTarget } from "../../features/account/redirect-state";
import { useAccountWrites } from "../../features/account/use-account";
import { useSession } from "../../features/checkout/use-session";
import { FormAlert } from "../../features/forms/form-alert";
import { useFormAlert } from "../../features/forms/use-form-alert";
import { useShopSettings } from "../../features/shop/shop-context";
import { useLocale } from "../../i18n/locale-context";
import { AccountPageFrame } from "./account-page-frame";

export function LoginPage() {
  const t = useAccountT();
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession(locale);
  const writes = useAccountWrites(locale);
  const { registrationAllowed } = useShopSettings();
  const target = redirectTarget(search);
  const form = useForm<LoginValues>({
    defaultValues: { email: "", password: "" },
    resolver: LOGIN_RESOLVER,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const alert = useFormAlert(form);
  const parts = useAccountFieldParts(form, (name) =>
    t(name === "email" ? "account.form.email" : "account.form.password"),
  );
  const submit = alert.submit(async (values) => {
    await writes.signIn(loginRequestOf(values));
    navigate(target, { replace: true });
  }, LOGIN_FIELDS);

  // Signed in already (another tab, the back button): straight on.
  if (session.customer?.level === CUSTOMER_LEVELS.normal && !form.formState.isSubmitting) {
    return <Navigate to={target} replace />;
  }
  const registration = `/registration?${new URLSearchParams({ redirectState: target })}`;
  return (
    <AccountPageFrame title={t("account.login.title")}>
      <p>{t("account.login.intro")}</p>
      <FormAlert
        alert={alert}
        summary={t("account.form.errorSummary")}
        failed={(problem) =>
          t(problem.status === 401 ? "account.login.failed" : "account.login.error")
        }
      />
      <form noValidate onSubmit={submit} className="grid gap-4">
        {parts.text("email", { type: "email", autoComplete: "username" })}
        {parts.text("password", { type: "password", autoComplete: "current-password" })}
        <div className="flex flex-wrap items-center gap-4">
          <Button
            type="submit"
            size="lg"
            loading={form.formState.isSubmitting}
            loadingLabel={t("account.login.saving")}
          >
            {t("account.login.submit")}
          </Button>
          <UiLink asChild variant="standalone">
            <Link to="/password-reset">{t("account.login.forgot")}</Link>
          </UiLink>
        </div>
      </form>
      {registrationAllowed && (
        <p className="flex flex-wrap gap-2">
          <span>{t("account.login.noAccount")}</span>
          <UiLink asChild variant="standalone">
            <Link to={registration}>{t("account.login.register")}</Link>
          </UiLink>
        </p>
      )}
    </AccountPageFrame>
  );
}
