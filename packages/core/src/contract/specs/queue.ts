// The endpoint table (../endpoints.ts), its part: the waiting room (surrounding-areas §2, §3,
// §4, §7, §9; DESIGN §9) and the health checks a load balancer in front of several instances
// asks.
import { LocaleQuery } from "../query-params";
import type { EndpointName } from "../routes";
import { Health, QueueRule, QueueRuleChange, QueueTicket, WaitingStatus } from "../shop";
import { type EndpointSpec, NoContent, STAFF } from "./spec";

const TOKEN =
  " The token comes as `Authorization: Bearer <token>` or as the `shop_queue` cookie (Path=/api, HttpOnly, SameSite=Lax, 36000 s) that entering sets.";

export const QUEUE_SPECS = {
  enterQueue: {
    summary: "Enter the waiting room",
    description:
      "Hands out a signed queue token, in the body and as the `shop_queue` cookie, and places its visitor at the end of the line (a visitor who sends a live token of their own keeps their place). Visitors are let in first come, first served, as many at once and per minute as the venue's rule says. 404 when the waiting room is off (the shop then goes straight in), and for search engines' crawlers, which read the shop without waiting; writes stay refused to them (queue_required).",
    tags: ["queue"],
    query: LocaleQuery,
    answers: { 201: QueueTicket },
    errors: ["not_found", "rate_limit"],
  },
  checkQueue: {
    summary: "Check one's place in the waiting room",
    description: `\`visiting\` once let in; otherwise the position (1: next) and the time left, people ahead over the admissions of the last minutes, in seconds and in words of the asked language. The shop checks every 10 s; a waiting visitor silent for 30 s is passed over until they check again, and a visit ends after the venue's idle minutes without a request. A token whose visit ended, or that the line has lost, queues again at the end. \`visiting\` when the waiting room is off.${TOKEN} A missing, forged or expired token answers 401.`,
    tags: ["queue"],
    query: LocaleQuery,
    answers: { 200: WaitingStatus },
    errors: ["unauthorized"],
  },
  leaveQueue: {
    summary: "Leave the waiting room",
    description: `Takes the token's visitor out of the line, or ends their visit, which frees a place for the next in line; the cookie is cleared.${TOKEN} A missing, forged or expired token answers 401.`,
    tags: ["queue"],
    answers: { 204: NoContent },
    errors: ["unauthorized"],
  },
  getStaffQueueRule: {
    summary: "The waiting room's rule in force",
    description: `Issue 32: on or off, visitors inside at once, admissions per minute and a visit's idle minutes, as the staff set them at run time or, where they did not, as the catalogue's settings say (\`source\`). ${STAFF}`,
    tags: ["staff", "queue"],
    answers: { 200: QueueRule },
    errors: ["unauthorized"],
  },
  setStaffQueueRule: {
    summary: "Change the waiting room's rule at run time",
    description: `Issue 32: switches the waiting room on or off, or changes its numbers, at once for every instance (each reads it within READ_CACHE_MS); what the body leaves out stays as it is. It holds until DELETE /staff/queue or the next catalogue load, whose settings are the venue's setup again. Answers the rule in force. ${STAFF}`,
    tags: ["staff", "queue"],
    body: QueueRuleChange,
    answers: { 200: QueueRule },
    errors: ["unauthorized"],
  },
  clearStaffQueueRule: {
    summary: "Back to the catalogue's waiting room rule",
    description: `Issue 32: drops the staff's change of the rule; the catalogue's settings apply again. Answers the rule in force. ${STAFF}`,
    tags: ["staff", "queue"],
    answers: { 200: QueueRule },
    errors: ["unauthorized"],
  },
  getLiveness: {
    summary: "Is the instance alive",
    description:
      "DESIGN §9: 200 while the process answers requests, whatever the database does; a load balancer restarts an instance that stops answering.",
    tags: ["health"],
    answers: { 200: Health },
    errors: [],
  },
  getReadiness: {
    summary: "Is the instance ready for visitors",
    description:
      "DESIGN §9: 200 when the database answers; 503 unavailable while it opens, is away or the instance shuts down, so a load balancer sends visitors to another instance.",
    tags: ["health"],
    answers: { 200: Health },
    errors: ["unavailable"],
  },
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
