// spec surrounding-areas §2: the account link (and log out) only for customers; a guest sees
// "log out as guest"; a visitor who is not signed in sees login, and register when the shop
// allows registration (§5 "Registration is allowed only if the shop config allows").
import { Link as UiLink } from "@shop/ui/link";
import { Link } from "react-router";
import { useShopSettings } from "../../features/shop/shop-context";
import { useUser } from "../../features/user/use-user";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";

export function UserLinks({ className }: { className?: string }) {
  const t = useT();
  const { locale } = useLocale();
  const user = useUser(locale);
  const { registrationAllowed } = useShopSettings();
  const links =
    user === "customer"
      ? [
          { to: "/account", label: t("header.account") },
          { to: "/logout", label: t("header.logout") },
        ]
      : user === "guest"
        ? [{ to: "/logout", label: t("header.logoutGuest") }]
        : [
            { to: "/login", label: t("header.login") },
            ...(registrationAllowed ? [{ to: "/registration", label: t("header.register") }] : []),
          ];
  return (
    <ul aria-label={t("header.userLinks")} className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <UiLink asChild variant="standalone">
            <Link to={link.to}>{link.label}</Link>
          </UiLink>
        </li>
      ))}
    </ul>
  );
}
