// spec surrounding-areas §2 /logout (the header's "log out", and "log out as guest"), §4 "Cart
// is emptied on logout": the session ends (DELETE /auth/sign_out), the cart's held places are
// given back and the cart emptied, and the page says so.
import { Alert } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { Link as UiLink } from "@shop/ui/link";
import { Spinner } from "@shop/ui/spinner";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { useAccountT } from "../../features/account/account-texts";
import { redirectTarget } from "../../features/account/redirect-state";
import { useAccountWrites } from "../../features/account/use-account";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { AccountPageFrame } from "./account-page-frame";

export function LogoutPage() {
  const t = useAccountT();
  const shopT = useT();
  const { locale } = useLocale();
  const writes = useAccountWrites(locale);
  const [state, setState] = useState<"working" | "done" | "failed">("working");
  // where a page that asked for the logout goes on (the VIP sign-up, §2), if one did
  const [search] = useSearchParams();
  const next = search.has("redirectState") ? redirectTarget(search, "/") : undefined;
  const started = useRef(false);

  const logOut = useCallback(async () => {
    setState("working");
    try {
      await writes.logOut();
      setState("done");
    } catch {
      setState("failed");
    }
  }, [writes]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logOut();
  }, [logOut]);

  if (state === "done" && next) return <Navigate to={next} replace />;
  return (
    <AccountPageFrame title={t("account.logout.title")}>
      {state === "working" && <Spinner label={t("account.logout.working")} />}
      {state === "failed" && (
        <>
          <Alert variant="destructive">{t("account.logout.failed")}</Alert>
          <p>
            <Button type="button" onClick={() => void logOut()}>
              {t("account.logout.again")}
            </Button>
          </p>
        </>
      )}
      {state === "done" && (
        <>
          <p role="status">{t("account.logout.text")}</p>
          <p>
            <UiLink asChild variant="standalone">
              <Link to="/">{shopT("common.toStart")}</Link>
            </UiLink>
          </p>
        </>
      )}
    </AccountPageFrame>
  );
}
