// spec surrounding-areas §2 /confirmation: the mailed link (?token=) confirms the account's
// address and signs it in (POST /auth/confirmation), then /confirmation-success; a dead link
// (unknown, used, expired or cut short: 404 token_not_found, the issue 27) says so in the
// refusal table's words and leads to the login, which mails a fresh link to an account not yet
// confirmed. DESIGN §7: a link opened outside the browser that registered (or
// changed the address) confirms only with the account's password; the server asks for it
// (401 password_required) and the page shows the password form.
import { Alert } from "@shop/ui/alert";
import { Button, buttonVariants } from "@shop/ui/button";
import { Spinner } from "@shop/ui/spinner";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import {
  CONFIRMATION_FIELDS,
  type ConfirmationValues,
  confirmationRequestWith,
  confirmationResolver,
} from "../../features/account/account-fields";
import { useAccountFieldParts, useAccountT } from "../../features/account/account-texts";
import { useAccountWrites } from "../../features/account/use-account";
import { FormAlert } from "../../features/forms/form-alert";
import { useFormAlert } from "../../features/forms/use-form-alert";
import { useLocale } from "../../i18n/locale-context";
import { ApiRequestError } from "../../lib/api-client";
import { isLinkNotFound } from "../../lib/refusal-text";
import { LinkNotFoundAlert } from "../errors/link-not-found";
import { AccountPageFrame } from "./account-page-frame";

type State = "working" | "password" | "dead" | "failed";

/** What a failed confirmation means for the page. */
function stateOf(error: unknown): State {
  if (!(error instanceof ApiRequestError)) return "failed";
  if (error.code === "password_required") return "password";
  // a link cut short is refused like an unknown one; anything else is worth another try
  return isLinkNotFound(error) || error.status === 404 ? "dead" : "failed";
}

export function ConfirmationPage() {
  const t = useAccountT();
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const writes = useAccountWrites(locale);
  const token = search.get("token") ?? "";
  const [state, setState] = useState<State>("working");
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void (async () => {
      try {
        await writes.confirm({ token });
        navigate("/confirmation-success", { replace: true });
      } catch (error) {
        setState(stateOf(error));
      }
    })();
  }, [navigate, writes, token]);

  return (
    <AccountPageFrame title={t("account.confirmation.title")}>
      {state === "working" && <Spinner label={t("account.confirmation.working")} />}
      {state === "password" && <PasswordForm token={token} onDead={() => setState("dead")} />}
      {(state === "dead" || state === "failed") && (
        <>
          {state === "dead" ? (
            <>
              <LinkNotFoundAlert />
              <p>{t("account.confirmation.newLink")}</p>
            </>
          ) : (
            <Alert variant="destructive">{t("account.confirmation.failed")}</Alert>
          )}
          <p>
            <Link to="/login" className={buttonVariants({ variant: "secondary" })}>
              {t("account.login.title")}
            </Link>
          </p>
        </>
      )}
    </AccountPageFrame>
  );
}

function PasswordForm({ token, onDead }: { token: string; onDead: () => void }) {
  const t = useAccountT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const writes = useAccountWrites(locale);
  const resolver = useMemo(() => confirmationResolver(token), [token]);
  const form = useForm<ConfirmationValues>({
    defaultValues: { password: "" },
    resolver,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const alert = useFormAlert(form);
  const parts = useAccountFieldParts(form, () => t("account.form.password"));
  const submit = alert.submit(async (values) => {
    try {
      await writes.confirm(confirmationRequestWith(token)(values));
    } catch (error) {
      // the link died meanwhile (used in the other browser, or expired): say so, as on arrival
      if (stateOf(error) === "dead") return onDead();
      throw error;
    }
    navigate("/confirmation-success", { replace: true });
  }, CONFIRMATION_FIELDS);

  return (
    <>
      <p>{t("account.confirmation.passwordText")}</p>
      <FormAlert
        alert={alert}
        summary={t("account.form.errorSummary")}
        failed={() => t("account.confirmation.failed")}
      />
      <form noValidate onSubmit={submit} className="grid gap-4">
        {parts.text("password", { type: "password", autoComplete: "current-password" })}
        <div>
          <Button
            type="submit"
            size="lg"
            loading={form.formState.isSubmitting}
            loadingLabel={t("account.confirmation.saving")}
          >
            {t("account.confirmation.submit")}
          </Button>
        </div>
      </form>
    </>
  );
}
