// spec surrounding-areas §2 /confirmation: the mailed link (?token=) confirms the account's
// address and signs it in (POST /auth/confirmation), then /confirmation-success; a dead link
// (unknown, used, expired: 404) says so and leads to the login, which mails a fresh link to an
// account not yet confirmed.
import { Alert } from "@shop/ui/alert";
import { buttonVariants } from "@shop/ui/button";
import { Spinner } from "@shop/ui/spinner";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useAccountT } from "../../features/account/account-texts";
import { useAccountWrites } from "../../features/account/use-account";
import { useLocale } from "../../i18n/locale-context";
import { ApiRequestError } from "../../lib/api-client";
import { AccountPageFrame } from "./account-page-frame";

export function ConfirmationPage() {
  const t = useAccountT();
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const writes = useAccountWrites(locale);
  const token = search.get("token") ?? "";
  const [failure, setFailure] = useState<"dead" | "failed" | undefined>(undefined);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void (async () => {
      try {
        // a malformed token is refused by the server like an unknown one (404 or 400)
        await writes.confirm(token);
        navigate("/confirmation-success", { replace: true });
      } catch (error) {
        const dead =
          error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
        setFailure(dead ? "dead" : "failed");
      }
    })();
  }, [navigate, writes, token]);

  return (
    <AccountPageFrame title={t("account.confirmation.title")}>
      {failure === undefined && <Spinner label={t("account.confirmation.working")} />}
      {failure && (
        <>
          <Alert variant="destructive">
            {t(failure === "dead" ? "account.confirmation.dead" : "account.confirmation.failed")}
          </Alert>
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
