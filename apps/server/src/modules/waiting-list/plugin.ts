// The waiting list of sold-out time slots and event dates (issue 34, Deliver 3): its routes, and its rounds,
// which offer freed places to the first in line every WAITING_LIST_INTERVAL_SECONDS (each
// instance runs them; an entry's row lock makes one offer of it). `app.waitingList.dispatch`
// runs a round at once (the tests' clock).
import { waitingListOfferPath } from "@shop/core";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { startPeriodic } from "../../periodic";
import { eventDateTitle, findWaitingDate } from "../events/service";
import { sendWaitingListOfferMail } from "../mail/service";
import { getTicket } from "../tickets/service";
import { waitingListRoutes } from "./routes";
import { dispatch, type MadeOffer, type WaitingListDeps } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    waitingList: { dispatch(): Promise<MadeOffer[]> };
  }
}

async function waitingList(app: FastifyInstance) {
  const { db, clock, config, ledger, readCache, limitStore } = app;
  const deps: WaitingListDeps = {
    db,
    clock,
    ledger,
    readCache,
    settings: async () => (await app.shopSettings.read()).waitingList,
    titleOf: async (wanted, locale) => {
      if (wanted.ticketId !== null)
        return (await getTicket({ db, clock }, wanted.ticketId, locale)).title;
      const date = await findWaitingDate(db, { dateId: wanted.eventDateId as number });
      if (!date) throw new Error(`event date ${wanted.eventDateId} is gone`);
      return eventDateTitle(date, locale);
    },
    sendOffer: async (offer) => {
      const link = new URL(waitingListOfferPath(offer.token), app.publicOrigin());
      link.searchParams.set("lang", offer.locale);
      await sendWaitingListOfferMail(
        { config, clock },
        {
          to: offer.email,
          locale: offer.locale,
          entryId: offer.entryId,
          ticket: await deps.titleOf(offer, offer.locale),
          day: offer.day,
          startTime: offer.startTime,
          places: offer.places,
          until: offer.until,
          link: link.toString(),
        },
      );
    },
    onMailError: (error) => app.log.error({ err: error }, "a waiting list offer's mail failed"),
  };
  app.decorate("waitingList", { dispatch: () => dispatch(deps) });
  const signUps = limitStore.limiter("waiting list sign-ups", {
    points: config.limits.waitingListSignUpsPerHour,
    seconds: 3600,
  });
  await app.register(waitingListRoutes({ ...deps, signUps, visitors: app.visitors }), {
    prefix: "/api/v1",
  });

  if (config.waitingListIntervalMs > 0) {
    const rounds = startPeriodic(
      config.waitingListIntervalMs,
      () => dispatch(deps),
      (error) => app.log.error({ err: error }, "a waiting list round failed"),
    );
    app.addHook("onClose", () => rounds.stop());
  }
}

export default fp(waitingList, {
  name: "waiting-list",
  dependencies: ["infrastructure", "capacity", "settings", "auth", "reservations"],
});
