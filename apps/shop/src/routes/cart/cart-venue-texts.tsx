// spec selling-core §2 cart "banner" and "terms and policy info": the venue's texts `cartBanner`
// and `termsInfo` (GET /shop content, may hold simple HTML: shown as plain text, as the flex
// info box does) and links to the legal pages of the settings, built like the footer's.
import type { ShopSettings } from "@shop/core/contract";
import { Alert, AlertDescription } from "@shop/ui/alert";
import { Link as UiLink } from "@shop/ui/link";
import { memo, useId } from "react";
import { Link } from "react-router";
import { useShop } from "../../features/shop/shop-context";
import type { MessageKey } from "../../i18n/catalogue";
import { useT } from "../../i18n/use-t";
import { plainText } from "../../lib/plain-text";
import { legalHref } from "../layout/footer";

// Both take nothing from the cart: memo keeps them out of the page's re-render on every
// quantity change (bench/interactions).
export const CartBanner = memo(function CartBanner() {
  const text = useShop().content.cartBanner;
  const plain = text ? plainText(text).trim() : "";
  if (plain === "") return null;
  return (
    <Alert role="note" variant="info">
      <AlertDescription>{plain}</AlertDescription>
    </Alert>
  );
});

// The sitemap is a footer link, not a rule of the purchase.
const LEGAL: { key: keyof ShopSettings["legalLinks"]; label: MessageKey }[] = [
  { key: "terms", label: "cart.terms.termsLink" },
  { key: "privacy", label: "cart.terms.privacyLink" },
  { key: "imprint", label: "cart.terms.imprintLink" },
];

export const CartTermsInfo = memo(function CartTermsInfo() {
  const t = useT();
  const headingId = useId();
  const { content, settings } = useShop();
  const text = content.termsInfo ? plainText(content.termsInfo).trim() : "";
  const links = LEGAL.flatMap(({ key, label }) => {
    const target = settings.legalLinks[key];
    return target ? [{ key, label, ...legalHref(target) }] : [];
  });
  if (text === "" && links.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 text-sm">
      <h2 id={headingId} className="font-heading font-semibold text-base">
        {t("cart.terms.heading")}
      </h2>
      {text !== "" && <p className="whitespace-pre-line">{text}</p>}
      {links.length > 0 && (
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {links.map((link) => (
            <li key={link.key}>
              {link.internal ? (
                <UiLink asChild>
                  <Link to={link.href}>{t(link.label)}</Link>
                </UiLink>
              ) : (
                <UiLink href={link.href}>{t(link.label)}</UiLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
