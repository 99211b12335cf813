// spec surrounding-areas §2 "Start page": intro, the optional text block and ticket call to
// action, the featured items' carousel, the optional ticket search by museum and exhibition,
// museums and up to 6 exhibitions from the initial data, the special-ticket links and up to 3
// configured links; the product calendar of events when the venue shows events (its menu item
// is on), and the next tours when it shows tours (./start-tours.tsx; no empty headings). The
// featured items are the featured exhibitions, then the featured articles when the venue sells
// merchandise (its menu item is on), at most 20 in all.
import { buttonVariants } from "@shop/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@shop/ui/card";
import { Link as UiLink } from "@shop/ui/link";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useExhibitions, useMuseums } from "../../features/catalogue/use-catalogue";
import { useFeaturedMerchandise } from "../../features/merchandise/use-nav-merchandise";
import { NAV_LABELS, NAV_PATHS, type NavKey } from "../../features/navigation/nav-items";
import { useShopSettings } from "../../features/shop/shop-context";
import { AreaTexts } from "../../i18n/area-texts";
import { useLocale } from "../../i18n/locale-context";
import { usePageTitle } from "../../lib/use-page-title";
import { ExhibitionRun } from "../venue/exhibition-run";
import { VenuePicture } from "../venue/venue-picture";
import { FEATURED_MAX, FeaturedCarousel, type FeaturedItem } from "./featured-carousel";
import { START_TABLES, useStartT } from "./start-texts";
import { TicketSearch } from "./ticket-search";

// Its own chunk: the start page's first load carries no event calls (bench/first-route).
const ProductCalendar = lazy(async () => ({
  default: (await import("./product-calendar")).ProductCalendar,
}));

// Likewise the tours: their calls and texts load only when the venue shows tours.
const StartTours = lazy(async () => ({
  default: (await import("./start-tours")).StartTours,
}));

// spec surrounding-areas §9: the start page shows 6 exhibitions.
const START_EXHIBITIONS = 6;

// The special tickets the start page links to when their menu item is on.
const SPECIAL: readonly NavKey[] = ["annualTickets", "vipTickets", "onepager", "coupons"];

// The German texts start loading with this chunk (which the shop preloads on /start), beside
// GET /shop, instead of after the page first renders.
void START_TABLES.de().catch(() => undefined);

export function StartPage() {
  return (
    <AreaTexts name="start" tables={START_TABLES}>
      <StartContent />
    </AreaTexts>
  );
}

function StartContent() {
  const t = useStartT();
  const { locale } = useLocale();
  const settings = useShopSettings();
  const museumList = useMuseums(locale);
  const exhibitionList = useExhibitions(locale);
  const museums = museumList.data?.data ?? [];
  const allExhibitions = exhibitionList.data?.data ?? [];
  const exhibitions = allExhibitions.slice(0, START_EXHIBITIONS);
  const sellsMerchandise = settings.navigation.merchandise.enabled;
  const articleList = useFeaturedMerchandise(locale, sellsMerchandise ? FEATURED_MAX : null);
  const featured: FeaturedItem[] = [
    ...allExhibitions
      .filter((exhibition) => exhibition.featured)
      .map((exhibition) => ({
        key: `exhibition-${exhibition.id}`,
        to: `/exhibition/${exhibition.id}`,
        title: exhibition.title,
        text: exhibition.sub_title,
        picture: exhibition.picture,
      })),
    ...(articleList.data?.data ?? []).map((article) => ({
      key: `merchandise-${article.id}`,
      to: `/merchandise/detail/${article.id}`,
      title: article.title,
      text: article.sub_title,
      picture: article.picture,
    })),
  ].slice(0, FEATURED_MAX);
  // The sections below the intro show together once both lists have answered: drawn as each
  // arrived, the later one pushed what was already on screen down (layout shift, the issue
  // "speed").
  const settled = (list: { data?: unknown; error?: unknown }) =>
    list.data !== undefined || list.error !== undefined;
  const listsAnswered =
    settled(museumList) &&
    settled(exhibitionList) &&
    // the featured articles join the carousel before it shows, not into it while it turns
    (!sellsMerchandise || settled(articleList));
  usePageTitle(t("start.title"), t("app.name"));
  const { startPage, navigation } = settings;
  const special = SPECIAL.filter((key) => navigation[key].enabled);
  return (
    <div className="grid gap-10">
      <section className="grid gap-4">
        <h1 className="font-bold font-heading text-4xl">{t("start.title")}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{t("start.intro")}</p>
        {startPage.textBlock && <p className="max-w-2xl">{startPage.textBlock}</p>}
        {startPage.ticketCallToAction && (
          <p>
            <Link to="/tickets" className={buttonVariants({ size: "lg" })}>
              {t("start.ticketsCta")}
            </Link>
          </p>
        )}
      </section>
      {listsAnswered && featured.length > 0 && <FeaturedCarousel items={featured} />}
      {listsAnswered && startPage.ticketSearch && museums.length > 0 && (
        <TicketSearch museums={museums} exhibitions={allExhibitions} />
      )}
      {listsAnswered && museums.length > 0 && (
        <section aria-labelledby="start-museums" className="grid gap-4">
          <h2 id="start-museums" className="font-heading font-semibold text-2xl">
            {t("start.museums")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {museums.map((museum) => (
              <li key={museum.id}>
                <Card className="h-full overflow-hidden">
                  <VenuePicture picture={museum.picture} use="card" />
                  <CardHeader>
                    <CardTitle as="h3">
                      <Link to={`/museum/${museum.id}`} className="hover:underline">
                        {museum.title}
                      </Link>
                    </CardTitle>
                    {museum.sub_title && <CardDescription>{museum.sub_title}</CardDescription>}
                  </CardHeader>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
      {listsAnswered && exhibitions.length > 0 && (
        <section aria-labelledby="start-exhibitions" className="grid gap-4">
          <h2 id="start-exhibitions" className="font-heading font-semibold text-2xl">
            {t("start.exhibitions")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {exhibitions.map((exhibition) => (
              <li key={exhibition.id}>
                <Card className="h-full overflow-hidden">
                  <VenuePicture picture={exhibition.picture} use="card" />
                  <CardHeader>
                    <CardTitle as="h3">
                      <Link to={`/exhibition/${exhibition.id}`} className="hover:underline">
                        {exhibition.title}
                      </Link>
                    </CardTitle>
                    <ExhibitionRun
                      frames={exhibition.time_frames}
                      className="text-muted-foreground text-sm"
                    />
                  </CardHeader>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
      {listsAnswered && navigation.events.enabled && (
        <Suspense fallback={null}>
          <ProductCalendar />
        </Suspense>
      )}
      {listsAnswered && navigation.tours.enabled && (
        <Suspense fallback={null}>
          <StartTours />
        </Suspense>
      )}
      {listsAnswered && special.length > 0 && (
        <section aria-labelledby="start-special" className="grid gap-3">
          <h2 id="start-special" className="font-heading font-semibold text-2xl">
            {t("start.special")}
          </h2>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {special.map((key) => (
              <li key={key}>
                <UiLink asChild variant="standalone">
                  <Link to={NAV_PATHS[key]}>{t(NAV_LABELS[key])}</Link>
                </UiLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {listsAnswered && startPage.links.length > 0 && (
        <section aria-labelledby="start-links" className="grid gap-3">
          <h2 id="start-links" className="font-heading font-semibold text-2xl">
            {t("start.links")}
          </h2>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {startPage.links.map((link) => (
              <li key={link.url}>
                {link.url.startsWith("/") ? (
                  <UiLink asChild variant="standalone">
                    <Link to={link.url}>{link.title}</Link>
                  </UiLink>
                ) : (
                  <UiLink href={link.url} variant="standalone">
                    {link.title}
                  </UiLink>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
