// The hosted payment pages (DESIGN.md §6): GET shows the page of the payment mode, POST
// /form is the entry of the form-post path, POST /pay takes the visitor's answer, sends the
// signed webhook and returns the visitor to the shop. HTML answers only, never a 5xx for
// bad input: an unknown link is a 400 page, an expired one a 410 page, form errors a 422.
// Every step asks orders first whether the order may still be paid: for one that expired,
// failed or was canceled nothing is taken and a 410 page says so; one paid already sends
// the visitor back to the shop, which shows it.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "../../../clock";
import type { CheckPayable, PaymentEvent } from "../provider";
import { checkCard, checkSepa, normalizeCardNumber } from "./bank-details";
import type { WebhookSender } from "./delivery";
import { DEMO_PROVIDER_NAME } from "./demo-provider";
import { contentSecurityPolicy, LEAVE_FRAME_JS, PAGE_CSS } from "./html";
import { pageLocaleOf } from "./messages";
import { cardOutcome, DEMO_MODES, type Outcome, planOf } from "./outcomes";
import { renderLeaveFramePage, renderNoticePage, renderPaymentPage } from "./pages";
import { openSession, type PaymentSession } from "./session";

export interface DemoPageDeps {
  secret: string;
  clock: Clock;
  sender: WebhookSender;
  pendingDelayMs: number;
  /** Orders' answer whether the session's order may still be paid. */
  checkPayable: CheckPayable;
  /**
   * The issue 34, Deliver 4: the sites that may show the shop in the widget's overlay
   * (settings widget.allowedSites, checked); the pages may be framed there too.
   */
  widgetSites?: () => Promise<readonly string[]>;
}

// Each request's widget sites, read once before its handler: the pages are sent from
// synchronous paths too.
const widgetSitesOf = new WeakMap<FastifyRequest, readonly string[]>();

/** spec selling-core §4: the shop's result route restores the order from these parameters. */
export function returnUrlOf(session: PaymentSession, outcome: string): string {
  const url = new URL("/checkout/return", session.shopBaseUrl);
  url.searchParams.set("order_id", String(session.orderId));
  url.searchParams.set("token", session.orderToken);
  url.searchParams.set("outcome", outcome);
  return url.toString();
}

function stringField(source: unknown, name: string): string {
  const value = (source as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === "string" ? value : "";
}

function sendHtml(reply: FastifyReply, status: number, html: string, shopOrigin: string | null) {
  return reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header(
      "content-security-policy",
      contentSecurityPolicy(shopOrigin, widgetSitesOf.get(reply.request) ?? []),
    )
    .header("x-content-type-options", "nosniff")
    .header("referrer-policy", "no-referrer")
    .header("cache-control", "no-store")
    .send(html);
}

export function demoPageRoutes(deps: DemoPageDeps): FastifyPluginAsync {
  return async (app) => {
    const widgetSites = deps.widgetSites;
    if (widgetSites) {
      app.addHook("onRequest", async (request) => {
        try {
          widgetSitesOf.set(request, await widgetSites());
        } catch (error) {
          // The page still works where the shop is not framed.
          request.log.warn({ err: error }, "the widget's allowed sites could not be read");
        }
      });
    }
    // Browsers post forms urlencoded; the parser lives in this plugin only.
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    /** Back to the shop's result route (from the iframe: a page that leaves the frame). */
    const backToShop = (reply: FastifyReply, session: PaymentSession, outcome: string) => {
      const returnUrl = returnUrlOf(session, outcome);
      if (DEMO_MODES[session.paymentModeId]?.opens === "iframe") {
        const html = renderLeaveFramePage(pageLocaleOf(session.locale), returnUrl);
        return sendHtml(reply, 200, html, session.shopBaseUrl);
      }
      return reply.redirect(returnUrl, 303);
    };

    /**
     * The session of a request whose order may still be paid, or null when the answer has
     * been sent: a bad link, an order no longer open to payment, an expired link.
     */
    const sessionOf = async (
      sealed: string,
      reply: FastifyReply,
    ): Promise<PaymentSession | null> => {
      const session = sealed ? openSession(deps.secret, sealed) : null;
      if (!session) {
        sendHtml(reply, 400, renderNoticePage("de", "invalid", null), null);
        return null;
      }
      // The order first: a page left open past its order's life takes nothing, whatever
      // the link's own expiry says, and an order is never paid twice.
      const payability = await deps.checkPayable(session.orderId);
      if (payability === "closed") {
        const locale = pageLocaleOf(session.locale);
        const back = returnUrlOf(session, "expired");
        sendHtml(reply, 410, renderNoticePage(locale, "orderClosed", back), session.shopBaseUrl);
        return null;
      }
      if (payability === "settled") {
        await backToShop(reply, session, "paid");
        return null;
      }
      if (deps.clock().getTime() > session.expiresAt) {
        const locale = pageLocaleOf(session.locale);
        const html = renderNoticePage(locale, "expired", session.shopBaseUrl);
        sendHtml(reply, 410, html, session.shopBaseUrl);
        return null;
      }
      return session;
    };

    app.get("/assets/page.css", async (_request, reply) =>
      reply.header("content-type", "text/css; charset=utf-8").send(PAGE_CSS),
    );
    app.get("/assets/leave-frame.js", async (_request, reply) =>
      reply.header("content-type", "text/javascript; charset=utf-8").send(LEAVE_FRAME_JS),
    );

    app.get("/pay", async (request, reply) => {
      const sealed = stringField(request.query, "session");
      const session = await sessionOf(sealed, reply);
      if (!session) return reply;
      const html = renderPaymentPage({ session, sealed, locale: pageLocaleOf(session.locale) });
      return sendHtml(reply, 200, html, session.shopBaseUrl);
    });

    // spec selling-core §4 step 2: the shop posts payment_data.params to payment_data.url.
    app.post("/form", async (request, reply) => {
      const sealed = stringField(request.body, "session");
      const session = await sessionOf(sealed, reply);
      if (!session) return reply;
      return reply.redirect(`pay?session=${encodeURIComponent(sealed)}`, 303);
    });

    app.post("/pay", async (request, reply) => {
      const sealed = stringField(request.body, "session");
      const session = await sessionOf(sealed, reply);
      if (!session) return reply;
      const locale = pageLocaleOf(session.locale);
      const mode = DEMO_MODES[session.paymentModeId];
      const form = (name: string) => stringField(request.body, name);
      let outcome: Outcome;
      if (mode?.page === "card") {
        const input = {
          card_number: form("card_number"),
          expiry: form("expiry"),
          cvc: form("cvc"),
          holder: form("holder"),
        };
        const problems = checkCard(input, deps.clock());
        if (Object.keys(problems).length > 0) {
          const html = renderPaymentPage({ session, sealed, locale, values: input, problems });
          return sendHtml(reply, 422, html, session.shopBaseUrl);
        }
        outcome = cardOutcome(normalizeCardNumber(input.card_number));
      } else if (mode?.page === "sepa") {
        const input = { holder: form("holder"), iban: form("iban"), bic: form("bic") };
        const problems = checkSepa(input);
        if (Object.keys(problems).length > 0) {
          const html = renderPaymentPage({ session, sealed, locale, values: input, problems });
          return sendHtml(reply, 422, html, session.shopBaseUrl);
        }
        outcome = "mandate_granted";
      } else {
        const decision = form("decision");
        if (decision !== "approve" && decision !== "cancel") {
          return sendHtml(reply, 400, renderPaymentPage({ session, sealed, locale }), null);
        }
        outcome = decision === "approve" ? "paid" : "cancelled";
      }

      const plan = planOf(outcome);
      const event = (status: 20 | 30 | 40): PaymentEvent => ({
        // Stable per payment and status: a resubmitted form or a retried delivery repeats it.
        eventId: `demo_${session.nonce}_${status}`,
        orderId: session.orderId,
        provider: DEMO_PROVIDER_NAME,
        status,
        amountCents: session.amountCents,
      });
      // Delivered before the visitor returns, so the shop finds the order already settled;
      // a refused delivery is retried in the background and the pending page waits for it.
      if (plan.now !== null) await deps.sender.send(event(plan.now));
      if (plan.later !== null) {
        // The bank's later completion is dropped when the order closed meanwhile (expired
        // while the card was pending, canceled): the payment is cancelled, nothing taken.
        const wanted = async () => (await deps.checkPayable(session.orderId)) !== "closed";
        deps.sender.sendLater(event(plan.later), deps.pendingDelayMs, wanted);
      }
      return backToShop(reply, session, plan.returnOutcome);
    });
  };
}
