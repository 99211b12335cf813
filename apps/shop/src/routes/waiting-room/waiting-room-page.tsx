// spec surrounding-areas §2 "Waiting room", §4 "Queue", §9; DESIGN §9: the page a visitor
// waits on while the venue lets people in one after the other. The venue's logo (the header),
// its message (settings queue.message, else the shop's), the position and the time left in
// words, checked every 10 s and told politely to screen readers without moving focus; once
// let in, the visitor goes on to the page they asked for (`?to=`). `?debug` also shows the
// token's state for the venue's staff. Its own chunk and texts (messages/queue).
import { QUEUE_CHECK_SECONDS, TIME_ZONE } from "@shop/core";
import { Button } from "@shop/ui/button";
import { Spinner } from "@shop/ui/spinner";
import { useSearchParams } from "react-router";
import { QUEUE_TABLES, useQueueT } from "../../features/queue/queue-texts";
import { forwardPath, useWaitingRoom } from "../../features/queue/use-waiting-room";
import { useShopSettings } from "../../features/shop/shop-context";
import { AreaTexts } from "../../i18n/area-texts";
import { useLocale } from "../../i18n/locale-context";
import { storageKey, useStorage } from "../../lib/storage-context";
import { usePageTitle } from "../../lib/use-page-title";

export function WaitingRoomArea() {
  return (
    <AreaTexts name="queue" tables={QUEUE_TABLES}>
      <WaitingRoomPage />
    </AreaTexts>
  );
}

function WaitingRoomPage() {
  const t = useQueueT();
  const { locale } = useLocale();
  const settings = useShopSettings();
  const storage = useStorage();
  const [search] = useSearchParams();
  const room = useWaitingRoom({
    locale,
    storage,
    storageKey: storageKey(settings.storageKeyPrefix, "queue"),
    to: forwardPath(search.get("to")),
  });
  usePageTitle(t("queue.title"), t("app.name"));
  const { state } = room;

  return (
    <article className="mx-auto grid max-w-2xl gap-6 py-8">
      <h1 className="font-bold font-heading text-3xl">{t("queue.title")}</h1>
      <p className="text-lg">{settings.queue.message ?? t("queue.text")}</p>
      {/* WCAG 4.1.3: the place is told politely as it changes; focus stays where it is. */}
      <div role="status" aria-atomic="true" className="grid gap-2 text-lg">
        {state.phase === "entering" && (
          <p>
            {t(state.failed ? "queue.enterFailed" : "queue.entering", {
              seconds: QUEUE_CHECK_SECONDS,
            })}
          </p>
        )}
        {state.phase === "admitted" && <p>{t("queue.admitted")}</p>}
        {state.phase === "left" && <p>{t("queue.left")}</p>}
        {state.phase === "waiting" && (
          <>
            <p className="font-semibold font-heading text-2xl">
              {t("queue.position", { position: state.status.position ?? 1 })}
            </p>
            {state.status.remainingHumanized !== null && (
              <p>{t("queue.remaining", { remaining: state.status.remainingHumanized })}</p>
            )}
            {state.failed && <p>{t("queue.checkFailed", { seconds: QUEUE_CHECK_SECONDS })}</p>}
          </>
        )}
      </div>
      {state.phase !== "left" && state.phase !== "admitted" && <Spinner decorative />}
      {state.phase !== "left" && (
        <p className="text-muted-foreground">
          {t("queue.keepOpen", { seconds: QUEUE_CHECK_SECONDS })}
        </p>
      )}
      <p>
        {/* One button that leaves and queues again: focus stays on it (WCAG 2.4.3). */}
        <Button
          variant={state.phase === "left" ? "primary" : "secondary"}
          onClick={() => (state.phase === "left" ? room.enterAgain() : void room.leave())}
        >
          {t(state.phase === "left" ? "queue.enterAgain" : "queue.leave")}
        </Button>
      </p>
      {search.has("debug") && (
        <section aria-labelledby="queue-debug" className="grid gap-2 rounded-md border p-4">
          <h2 id="queue-debug" className="font-heading font-semibold text-xl">
            {t("queue.debug.title")}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 break-all">
            <dt>{t("queue.debug.token")}</dt>
            <dd className="font-mono">{room.token ?? t("queue.debug.none")}</dd>
            <dt>{t("queue.debug.status")}</dt>
            <dd className="font-mono">
              {state.phase === "waiting" ? JSON.stringify(state.status) : state.phase}
            </dd>
            <dt>{t("queue.debug.checkedAt")}</dt>
            <dd>
              {room.checkedAt === null
                ? t("queue.debug.none")
                : new Date(room.checkedAt).toLocaleTimeString(locale, { timeZone: TIME_ZONE })}
            </dd>
          </dl>
        </section>
      )}
    </article>
  );
}
