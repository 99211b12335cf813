// The parts every area of the endpoint table (../endpoints.ts) shares: the shape of an
// endpoint's entry and the texts and answers several areas repeat.
import { z } from "zod";
import type { ErrorCode } from "../errors";
import { DocumentQuery } from "../order";
import { QueryId } from "../query-params";
import type { Route } from "../routes";

export interface EndpointSpec {
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A body that is a file, not JSON: its media types (the photo upload). The route reads it
   * as bytes; its checks are the handler's.
   */
  upload?: {
    mediaTypes: readonly string[];
    /** Also taken as multipart/form-data: the file's field name and the other fields. */
    form?: { file: string; fields: readonly string[] };
  };
  /** The answers by success status; 204 answers no body. */
  answers: Readonly<Record<number, z.ZodType>>;
  /** The error codes the endpoint answers on purpose (see the head of this file). */
  errors: readonly ErrorCode[];
  /**
   * A read whose answer is the same for every visitor (no session, no token): caches may
   * keep it. Every other answer is sent `Cache-Control: no-store` (DESIGN §7).
   */
  public?: true;
  /**
   * A hold, cart or order write the waiting room guards (DESIGN §9): while the queue is on, it
   * needs the queue cookie of a visitor let in (403 queue_required otherwise), so the line
   * cannot be skipped by calling the API directly.
   */
  queued?: true;
}

/** What a write the waiting room guards says of it. */
export const QUEUED =
  " While the waiting room is on, it needs the queue token of a visitor it let in, as the `shop_queue` cookie or a bearer token (403 queue_required).";

export type Endpoint = Route & EndpointSpec;

/** An answer without a body (204). */
export const NoContent = z.null().meta({ description: "No content", example: null });

/** A PDF file answer (the OpenAPI document names its media type). */
export const PdfFile = z
  .string()
  .meta({ description: "The PDF document", mediaType: "application/pdf", example: "%PDF-1.7" });

/** An iCalendar file answer (RFC 5545; the OpenAPI document names its media type). */
export const CalendarFile = z.string().meta({
  description: "The iCalendar file",
  mediaType: "text/calendar",
  example: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n…\r\nEND:VCALENDAR\r\n",
});

/** The path of an order's document: the order and the document's line. */
export const TicketDocumentPath = z
  .object({ id: QueryId, ticketId: QueryId })
  .meta({ description: "Order and ticket line", example: { id: "42", ticketId: "7" } });
export const ItemDocumentPath = z
  .object({ id: QueryId, itemId: QueryId })
  .meta({ description: "Order and line", example: { id: "42", itemId: "7" } });

/** An order and one of its invoices (issue 33, Deliver 5). */
export const InvoiceDocumentPath = z
  .object({ id: QueryId, invoiceId: QueryId })
  .meta({ description: "Order and invoice", example: { id: "42", invoiceId: "7" } });

// The issue: no cache may show a sold-out slot as free for more than a second
// (apps/server/src/http/read-cache.ts).
export const CACHED =
  " Answers may come from the server's read cache (`READ_CACHE_MS`, default 500 ms, at most 1 s): a hold, change, extension or release made through this server shows in the very next answer; a hold expiring, or a change made through another server process, shows within that lifetime.";

export const OWN_ONLY =
  "Only the signed-in customer's own addresses: 401 without a session, 404 for an unknown id and for another customer's.";

/** The issue 33, Deliver 3: what an order's calendar files are and need. */
export const CALENDAR =
  "RFC 5545, for any calendar program: each dated line of the order one VEVENT — a timed one (time slot, event or tour start) in Europe/Berlin with the VTIMEZONE block, so no calendar shows the visit an hour off, lasting 2 hours; a day ticket an all-day event — with the museum's name and address as LOCATION and the order page as URL. Needs the order token; only for valid orders (403 forbidden for an unpaid or canceled one, as the PDFs). 200 is text/calendar (attachment).";

export const DOCUMENT =
  "Needs the order token; only for valid orders. 200 is application/pdf (attachment).";

export const document = (kind: string, params: z.ZodType): EndpointSpec => ({
  summary: `PDF of a ${kind} of an order`,
  description: DOCUMENT,
  tags: ["documents"],
  params,
  query: DocumentQuery,
  answers: { 200: PdfFile },
  errors: ["forbidden", "token_not_found"],
});

// spec selling-core §2, §4, §7: the holder of a personalization link acts through its token.
export const ANNUAL_TOKEN =
  "`token` is the order's personalization token of the confirmation mail's link (not the order token); an unknown token answers 404 token_not_found, and so does an id of another order.";
export const ANNUAL_SENT =
  "Once the ticket sale is sent, nothing of it can be edited (409 already_sent).";
export const STAFF =
  "Staff only: `Authorization: Bearer <STAFF_API_KEY>` (401 unauthorized without it or with another key). Without STAFF_API_KEY set the staff API is off (404).";

export const annual = <S extends Omit<EndpointSpec, "tags">>(spec: S) => ({
  ...spec,
  description: `${spec.description ?? ""} ${ANNUAL_TOKEN}`.trim(),
  tags: ["annual"] as const,
});
