// spec surrounding-areas §2 "Requires login: /account, /profile, /orders, /addresses": every
// user-area page validates the session first (GET /auth/validate_token) and otherwise goes to
// the login with the page remembered (redirectState); §4: only level 20 gets customer data on
// the account screens, so a guest is sent to the login too. The frame: the account navigation
// and the page's heading.

import { CUSTOMER_LEVELS } from "@shop/core/constants";
import type { Customer } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { Spinner } from "@shop/ui/spinner";
import type { ReactNode } from "react";
import { Navigate, NavLink, useLocation } from "react-router";
import { useAccountT } from "../../features/account/account-texts";
import { loginPath } from "../../features/account/redirect-state";
import { useSession } from "../../features/checkout/use-session";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { usePageTitle } from "../../lib/use-page-title";

const NAV = [
  { to: "/account", key: "account.nav.overview" },
  { to: "/orders", key: "account.nav.orders" },
  { to: "/profile", key: "account.nav.profile" },
  { to: "/addresses", key: "account.nav.addresses" },
  { to: "/logout", key: "account.nav.logout" },
] as const;

export function UserArea(props: { title: string; children: (customer: Customer) => ReactNode }) {
  const t = useAccountT();
  const shopT = useT();
  const { locale } = useLocale();
  const { pathname, search } = useLocation();
  const session = useSession(locale);
  usePageTitle(props.title, shopT("app.name"));

  if (session.loading) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label={t("account.session.checking")} />
      </div>
    );
  }
  if (session.error) {
    return (
      <div className="mx-auto max-w-3xl py-8">
        <Alert variant="destructive">{t("account.session.failed")}</Alert>
      </div>
    );
  }
  const customer = session.customer;
  if (customer?.level !== CUSTOMER_LEVELS.normal) {
    return <Navigate to={loginPath(`${pathname}${search}`)} replace />;
  }
  return (
    <div className="mx-auto grid max-w-4xl gap-6 py-8 md:grid-cols-[12rem_1fr]">
      <nav aria-label={t("account.nav.label")}>
        <ul className="flex flex-wrap gap-2 md:grid md:gap-1">
          {NAV.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end
                className="block rounded-md px-3 py-2 underline-offset-4 hover:underline aria-[current=page]:bg-muted aria-[current=page]:font-semibold"
              >
                {t(item.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid min-w-0 content-start gap-6">
        <h1 className="font-bold font-heading text-3xl">{props.title}</h1>
        {props.children(customer)}
      </div>
    </div>
  );
}
