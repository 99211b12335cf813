// Everything that needs the loaded settings: the local cart (emptied at load when stale), the
// consent choice, the affiliate arrival, the initial data and the venue's own message texts.
import type { ShopAnswer } from "@shop/core/contract";
import { lazy, Suspense, useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAffiliateArrival } from "../../features/affiliate/use-affiliate-arrival";
import { LocalCartProvider } from "../../features/cart/local-cart-provider";
import { useExhibitions, useMuseums } from "../../features/catalogue/use-catalogue";
import { ConsentProvider } from "../../features/consent/consent-context";
import { ShopProvider } from "../../features/shop/shop-context";
import { keptSearch } from "../../features/startup/start-state";
import { useLocale } from "../../i18n/locale-context";
import { type ApiRequestError, onLeadingAnswer } from "../../lib/api-client";
import { storageKey, useStorage } from "../../lib/storage-context";
import { LoadingScreen } from "./loading-screen";
import { ShopShell } from "./shop-shell";
import { VenueTexts } from "./venue-texts";

// DESIGN §9: the waiting room's gate, loaded only for a venue that has the waiting room on.
const QueueGate = lazy(async () => ({
  default: (await import("../../features/queue/queue-gate")).QueueGate,
}));

export function ShopSession(props: {
  shop: ShopAnswer;
  startupErrors: readonly ApiRequestError[];
}) {
  const { shop } = props;
  const { locale } = useLocale();
  const storage = useStorage();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const prefix = shop.settings.storageKeyPrefix;

  useAffiliateArrival(prefix, locale);

  // spec surrounding-areas §2: initial data; a 503 leads to maintenance, other errors show.
  const museums = useMuseums(locale);
  const exhibitions = useExhibitions(locale);
  const dataErrors = [museums.error, exhibitions.error].filter(
    (error): error is ApiRequestError => error !== undefined,
  );
  const maintenance = dataErrors.some((error) => error.status === 503);
  useEffect(() => {
    if (maintenance) navigate(`/maintenance${keptSearch(search)}`, { replace: true });
  }, [maintenance, navigate, search]);
  // DESIGN.md §5: a 503 of any later call (the database went away) leads there too. Listening
  // starts in the commit (a layout effect), before the first page's calls can answer: a page's
  // own calls start in the same commit, and a passive effect could come after their answer.
  useLayoutEffect(
    () =>
      onLeadingAnswer((error) => {
        if (error.status === 503) {
          navigate(`/maintenance${keptSearch(search)}`);
          return;
        }
        // DESIGN §9: queue_required — the visit ended, or the waiting room opened after this
        // page loaded (the staff may switch it on at run time): to the waiting room.
        void import("../../features/queue/queue-visit").then(({ sendBackToQueue }) =>
          navigate(sendBackToQueue(storage, storageKey(prefix, "queue"), `${pathname}${search}`)),
        );
      }),
    [navigate, search, pathname, storage, prefix],
  );
  const errors = [...props.startupErrors, ...dataErrors.filter((error) => error.status !== 503)];
  const shell = <ShopShell errors={errors} />;

  return (
    <ShopProvider shop={shop}>
      <VenueTexts translations={shop.translations}>
        <LocalCartProvider
          storage={storage}
          storageKey={storageKey(prefix, "cart")}
          autoDeleteMinutes={shop.settings.cartAutoDeleteMinutes}
        >
          <ConsentProvider storage={storage} storageKey={storageKey(prefix, "consent")}>
            {shop.settings.queueEnabled ? (
              <Suspense fallback={<LoadingScreen />}>
                <QueueGate storagePrefix={prefix}>{shell}</QueueGate>
              </Suspense>
            ) : (
              shell
            )}
          </ConsentProvider>
        </LocalCartProvider>
      </VenueTexts>
    </ShopProvider>
  );
}
