// spec surrounding-areas §2: partner logos and legal links (terms, privacy, imprint, sitemap).
// A logo on another host is a third-party request: it shows as an image only after consent,
// otherwise as its name (DESIGN.md §7, apps/shop README "Privacy").
import type { ShopSettings } from "@shop/core/contract";
import { Link as UiLink } from "@shop/ui/link";
import { Link } from "react-router";
import { useConsent } from "../../features/consent/consent-context";
import { useShopSettings } from "../../features/shop/shop-context";
import { usePages } from "../../features/venue/use-pages";
import type { MessageKey } from "../../i18n/catalogue";
import { useAllTexts } from "../../i18n/i18n-provider";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { useMetaDescription } from "../../lib/use-page-title";
import { useRouteFocus } from "./route-focus";

const LEGAL: { key: keyof ShopSettings["legalLinks"]; label: MessageKey }[] = [
  { key: "terms", label: "footer.terms" },
  { key: "privacy", label: "footer.privacy" },
  { key: "imprint", label: "footer.imprint" },
  { key: "sitemap", label: "footer.sitemap" },
];

/** A legal link is a static page id ("agb" → /page/agb) or a URL. */
export function legalHref(target: string): { internal: boolean; href: string } {
  return /^https?:\/\//.test(target)
    ? { internal: false, href: target }
    : { internal: true, href: `/page/${encodeURIComponent(target)}` };
}

function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

function PartnerLogo({ logo }: { logo: ShopSettings["partnerLogos"][number] }) {
  const { choice } = useConsent();
  const showImage = choice === "accepted" || isSameOrigin(logo.imageUrl);
  const content = showImage ? (
    <img src={logo.imageUrl} alt={logo.alt} loading="lazy" className="h-12 w-auto" />
  ) : (
    <span className="text-muted-foreground text-sm">{logo.alt}</span>
  );
  return logo.linkUrl ? (
    <UiLink href={logo.linkUrl} external variant="muted">
      {content}
    </UiLink>
  ) : (
    content
  );
}

export function Footer() {
  const t = useT();
  const settings = useShopSettings();
  const { locale } = useLocale();
  const pages = usePages(locale).data?.data ?? [];
  // Every page has the footer, which loads after the first page, as the plain pages' texts
  // (i18n/catalogue.ts) that the description is one of.
  useMetaDescription(useAllTexts() === "loaded" ? t("site.description") : undefined);
  // The focus rule of page changes (issue 27) acts only after the visitor has done something:
  // it loads here, with the footer, so the first route carries none of it.
  useRouteFocus();
  const legal: { key: string; text: string; internal: boolean; href: string }[] = LEGAL.flatMap(
    ({ key, label }) => {
      const target = settings.legalLinks[key];
      return target ? [{ key, text: t(label), ...legalHref(target) }] : [];
    },
  );
  // Every other page of the venue (contact, FAQ, the accessibility statement …) by its title,
  // so each is reachable from every page (the issue "venue's pages", Deliver 3).
  const linked = new Set(Object.values(settings.legalLinks));
  for (const page of pages) {
    if (!linked.has(page.id)) {
      legal.push({ key: `page-${page.id}`, text: page.title, ...legalHref(page.id) });
    }
  }
  return (
    <footer className="mt-auto border-border border-t bg-muted text-foreground">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
        {settings.partnerLogos.length > 0 && (
          <section aria-labelledby="footer-partners">
            <h2 id="footer-partners" className="mb-3 font-semibold text-sm">
              {t("footer.partners")}
            </h2>
            <ul className="flex flex-wrap items-center gap-6">
              {settings.partnerLogos.map((logo) => (
                <li key={logo.imageUrl}>
                  <PartnerLogo logo={logo} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {legal.length > 0 && (
          <nav aria-label={t("footer.legal")}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {legal.map((link) => (
                <li key={link.key}>
                  {link.internal ? (
                    <UiLink asChild variant="muted">
                      <Link to={link.href}>{link.text}</Link>
                    </UiLink>
                  ) : (
                    <UiLink href={link.href} variant="muted">
                      {link.text}
                    </UiLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </footer>
  );
}
