// spec surrounding-areas §2 "Guest screen": the guest form (salutation, name, surname, e-mail,
// street, postal code, city, country: the checkout's own, POST /auth/guest) and, when the shop
// has accounts, the login link; signed in as a guest, the visitor goes on to the remembered
// target (redirectState), else the checkout.
import { Link as UiLink } from "@shop/ui/link";
import { lazy } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useAccountT } from "../../features/account/account-texts";
import { loginPath, redirectTarget } from "../../features/account/redirect-state";
import { useSession } from "../../features/checkout/use-session";
import { useShopSettings } from "../../features/shop/shop-context";
import { useLocale } from "../../i18n/locale-context";
import { AccountPageFrame } from "./account-page-frame";

// Through the checkout page's module: the form stays in the checkout's chunk (bench/first-route).
const GuestForm = lazy(async () => ({
  default: (await import("../checkout/checkout-page")).GuestForm,
}));

export function GuestPage() {
  const t = useAccountT();
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession(locale);
  const { registrationAllowed } = useShopSettings();
  const target = redirectTarget(search, "/checkout");
  return (
    <AccountPageFrame title={t("account.guest.title")} wide>
      {registrationAllowed && (
        <p>
          <UiLink asChild variant="standalone">
            <Link to={loginPath(target)}>{t("account.guest.login")}</Link>
          </UiLink>
        </p>
      )}
      <GuestForm
        locale={locale}
        onSignedIn={(customer) => {
          void session.setCustomer(customer).then(() => navigate(target, { replace: true }));
        }}
      />
    </AccountPageFrame>
  );
}
