// spec surrounding-areas §2: the account link only for customers; a guest sees "log out as
// guest"; a visitor who is not signed in sees login and register.
import { Link as UiLink } from "@shop/ui/link";
import { Link } from "react-router";
import { useUser } from "../../features/user/use-user";
import { useT } from "../../i18n/use-t";

export function UserLinks({ className }: { className?: string }) {
  const t = useT();
  const user = useUser();
  const links =
    user.kind === "customer"
      ? [{ to: "/account", label: t("header.account") }]
      : user.kind === "guest"
        ? [{ to: "/logout", label: t("header.logoutGuest") }]
        : [
            { to: "/login", label: t("header.login") },
            { to: "/registration", label: t("header.register") },
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
