// The issue 34, Deliver 3: the page of a waiting list offer's link (/waiting-list/:token, from
// the offer's mail). It names the places held for the visitor and until when; one button takes
// them into the cart (the hold claimed, then the cart's "offer" event) and goes on to the cart, the
// other gives them to the next in line. An event date's places get their prices first
// (./event-offer-form.tsx). An offer that ended, or a cut link, says so.
import { TIME_ZONE } from "@shop/core";
import { Alert } from "@shop/ui/alert";
import { Button, buttonVariants } from "@shop/ui/button";
import { Spinner } from "@shop/ui/spinner";
import { type ReactNode, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import {
  declineOffer,
  useTakeOffer,
  useWaitingListOffer,
} from "../../features/waiting-list/use-waiting-list";
import {
  useWaitingListT,
  WAITING_LIST_TABLES,
} from "../../features/waiting-list/waiting-list-texts";
import { AreaTexts } from "../../i18n/area-texts";
import { useIntl } from "../../i18n/intl";
import { useLocale } from "../../i18n/locale-context";
import { usePageTitle } from "../../lib/use-page-title";
import { EventOfferForm } from "./event-offer-form";

export function WaitingListOfferArea() {
  return (
    <AreaTexts name="waiting-list" tables={WAITING_LIST_TABLES}>
      <OfferPage />
    </AreaTexts>
  );
}

type Problem = "inCart" | "failed";

function OfferPage() {
  const t = useWaitingListT();
  const intl = useIntl();
  const { locale } = useLocale();
  const { token = "" } = useParams();
  const offer = useWaitingListOffer(locale, token);
  const takeOffer = useTakeOffer();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<"take" | "decline" | undefined>(undefined);
  const [problem, setProblem] = useState<{ kind: Problem; attempt: number } | undefined>();
  const [declined, setDeclined] = useState(false);
  usePageTitle(t("waitingList.offer.title"), t("app.name"));
  const fail = (kind: Problem) =>
    setProblem((before) => ({ kind, attempt: (before?.attempt ?? 0) + 1 }));

  const take = async (prices?: number[]) => {
    if (!offer.data) return;
    setBusy("take");
    try {
      const outcome = await takeOffer(locale, token, offer.data, prices);
      if (outcome.ok) navigate("/cart");
      else fail("inCart");
    } catch {
      fail("failed");
    } finally {
      setBusy(undefined);
    }
  };
  const decline = async () => {
    setBusy("decline");
    try {
      await declineOffer(locale, token);
      setDeclined(true);
    } catch {
      fail("failed");
    } finally {
      setBusy(undefined);
    }
  };

  let body: ReactNode;
  if (declined) {
    body = (
      <Alert role="status" variant="success" focusOn={1}>
        {t("waitingList.offer.declined")}
      </Alert>
    );
  } else if (offer.error) {
    body = (
      <>
        <Alert variant="warning">{t("waitingList.offer.gone")}</Alert>
        <p>
          <Link to="/start" className={buttonVariants({ variant: "outline" })}>
            {t("waitingList.offer.toStart")}
          </Link>
        </p>
      </>
    );
  } else if (!offer.data) {
    body = <Spinner label={t("waitingList.offer.loading")} />;
  } else {
    const { title, date, time, places, valid_until, event_id, date_id } = offer.data;
    const declineButton = (
      <Button
        size="lg"
        variant="outline"
        onClick={decline}
        disabled={busy !== undefined}
        loading={busy === "decline"}
        loadingLabel={t("waitingList.offer.declining")}
      >
        {t("waitingList.offer.decline")}
      </Button>
    );
    const inCart =
      event_id === undefined ? "waitingList.offer.inCart" : "waitingList.offer.inCartDate";
    body = (
      <>
        <p className="text-lg">
          {t("waitingList.offer.what", {
            places,
            ticket: title,
            date: intl.formatDate(`${date}T12:00:00Z`, { dateStyle: "full", timeZone: "UTC" }),
            time,
          })}
        </p>
        <p>
          {t("waitingList.offer.until", {
            until: intl.formatDate(valid_until, {
              dateStyle: "medium",
              timeStyle: "short",
              timeZone: TIME_ZONE,
            }),
          })}
        </p>
        {problem && (
          <Alert variant="destructive" focusOn={problem.attempt}>
            {t(problem.kind === "inCart" ? inCart : "waitingList.offer.failed")}
          </Alert>
        )}
        {event_id !== undefined && date_id !== undefined ? (
          <EventOfferForm
            offer={{ ...offer.data, event_id, date_id }}
            busy={busy !== undefined}
            onTake={take}
            actions={declineButton}
          />
        ) : (
          <div className="flex flex-wrap gap-3">
            <Button
              size="lg"
              onClick={() => take()}
              disabled={busy !== undefined}
              loading={busy === "take"}
              loadingLabel={t("waitingList.offer.taking")}
            >
              {t("waitingList.offer.take")}
            </Button>
            {declineButton}
          </div>
        )}
      </>
    );
  }

  return (
    <article className="mx-auto grid max-w-2xl gap-6 py-8">
      <h1 className="font-bold font-heading text-3xl">{t("waitingList.offer.title")}</h1>
      {body}
    </article>
  );
}
