// spec surrounding-areas §2 "VIP" (/exclusive/code, /exclusive/register, /exclusive/logout):
// all go to the start when VIP access is off. The code screen (description, the invalid-code
// alert, one code input, continue) needs a signed-in visitor: without a session the visitor
// registers first (a guest form), and one already in the VIP audience goes on to the tickets
// in VIP mode (the filter page; single selection, §4). After a valid code the page reloads
// there. Registering needs no one signed in: otherwise the log-out-first screen.
import { Alert } from "@shop/ui/alert";
import { Button, buttonVariants } from "@shop/ui/button";
import { Spinner } from "@shop/ui/spinner";
import { lazy, Suspense, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate } from "react-router";
import { VIP_RESOLVER, type VipValues, vipCodeOf } from "../../features/account/account-fields";
import { useAccountFieldParts, useAccountT } from "../../features/account/account-texts";
import { useAccountWrites } from "../../features/account/use-account";
import { useSession } from "../../features/checkout/use-session";
import { FormAlert } from "../../features/forms/form-alert";
import { useFormAlert } from "../../features/forms/use-form-alert";
import { useShopSettings } from "../../features/shop/shop-context";
import { useLocale } from "../../i18n/locale-context";
import { AccountPageFrame } from "./account-page-frame";

// Through the checkout page's module, as the guest screen loads it (guest-page.tsx).
const GuestForm = lazy(async () => ({
  default: (await import("../checkout/checkout-page")).GuestForm,
}));

/** The tickets of `audience` in VIP mode: the filter page (surrounding-areas §2). */
export const vipTickets = (audience: number) => `/tickets/filters?vip=${audience}`;

/** The VIP audience when VIP access is on, else null (every VIP page then goes to the start). */
function useVipAudience(): number | null {
  const { vip } = useShopSettings();
  return vip.enabled ? vip.priceTargetAudienceId : null;
}

export function VipCodePage() {
  const t = useAccountT();
  const { locale } = useLocale();
  const audience = useVipAudience();
  const session = useSession(locale);
  const writes = useAccountWrites(locale);
  const form = useForm<VipValues>({
    defaultValues: { token: "" },
    resolver: VIP_RESOLVER,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const alert = useFormAlert(form);
  const parts = useAccountFieldParts(form, () => t("account.vip.code"));
  const submit = alert.submit(async (values) => {
    const customer = await writes.redeemVipCode(vipCodeOf(values).token);
    // spec §2: "After a successful code the page reloads" — the shop starts anew in VIP mode
    window.location.assign(vipTickets(customer.price_target_audience_id));
    // The server's 404 names the token; §8 "Invalid VIP code: invalid-code alert" says it all,
    // so no field of the server's is marked (the form's own rule still marks an empty code).
  }, []);

  if (audience === null) return <Navigate to="/" replace />;
  if (session.loading) return <Spinner label={t("account.session.checking")} />;
  if (!session.customer) return <Navigate to="/exclusive/register" replace />;
  if (session.customer.price_target_audience_id === audience) {
    return <Navigate to={vipTickets(audience)} replace />;
  }
  return (
    <AccountPageFrame title={t("account.vip.codeTitle")}>
      <p>{t("account.vip.codeText")}</p>
      <FormAlert
        alert={alert}
        summary={t("account.form.errorSummary")}
        failed={(problem) =>
          t(problem.status === 404 ? "account.vip.invalid" : "account.vip.failed")
        }
      />
      <form noValidate onSubmit={submit} className="grid gap-4">
        {parts.text("token", { autoComplete: "off" })}
        <div>
          <Button
            type="submit"
            size="lg"
            loading={form.formState.isSubmitting}
            loadingLabel={t("account.vip.checking")}
          >
            {t("account.vip.submit")}
          </Button>
        </div>
      </form>
    </AccountPageFrame>
  );
}

export function VipRegisterPage() {
  const t = useAccountT();
  const { locale } = useLocale();
  const audience = useVipAudience();
  const session = useSession(locale);
  // signed in here, the visitor goes on to the code; signed in before, they log out first
  const [joined, setJoined] = useState(false);
  if (audience === null) return <Navigate to="/" replace />;
  if (session.loading) return <Spinner label={t("account.session.checking")} />;
  if (session.customer) {
    return <Navigate to={joined ? "/exclusive/code" : "/exclusive/logout"} replace />;
  }
  return (
    <AccountPageFrame title={t("account.vip.registerTitle")} wide>
      <p>{t("account.vip.registerText")}</p>
      <Suspense fallback={<Spinner label={t("account.session.checking")} />}>
        <GuestForm
          locale={locale}
          onSignedIn={(customer) => {
            setJoined(true);
            void session.setCustomer(customer);
          }}
        />
      </Suspense>
    </AccountPageFrame>
  );
}

export function VipLogoutPage() {
  const t = useAccountT();
  const audience = useVipAudience();
  const { locale } = useLocale();
  const session = useSession(locale);
  if (audience === null) return <Navigate to="/" replace />;
  // Only one signed in has to log out first (issue 27 item 7: it told anyone they were).
  if (!session.customer) {
    if (session.loading) return <Spinner label={t("account.session.checking")} />;
    return <Navigate to="/exclusive/register" replace />;
  }
  return (
    <AccountPageFrame title={t("account.vip.logoutTitle")}>
      <Alert variant="info" role="note">
        {t("account.vip.logoutText")}
      </Alert>
      <p>
        <Link
          to={`/logout?${new URLSearchParams({ redirectState: "/exclusive/register" })}`}
          className={buttonVariants({ size: "lg" })}
        >
          {t("account.nav.logout")}
        </Link>
      </p>
    </AccountPageFrame>
  );
}
