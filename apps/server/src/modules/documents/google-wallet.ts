// The issue 33, Deliver 4: "Add to Google Wallet". The link is Google's save page with a JWT
// (https://developers.google.com/wallet/reference/rest/v1/Jwt) signed RS256 with the venue's
// service account key — node:crypto, no JWT library: `typ` savetowallet, `aud` google, `origins`
// the shop's, and in `payload` the line's event ticket class and one event ticket object per
// person. Google creates the class and the objects when the visitor saves them, so the venue
// sets up nothing per event; a second save of the same ids changes nothing.
//
// One class per product, day, time and language (`<issuer>.<suffix>-t12-20300614-1030-de`): the
// class carries what all its tickets share (the title, the museum, the start), in the order's
// language, which the catalogue's texts of the order are in. An object's id names the order, line and person, so it is stable.
import { sign } from "node:crypto";
import { INTL_LOCALES, type Locale } from "@shop/core";
import type { GoogleWalletConfig } from "../../wallet-config";
import { documentMessages } from "./messages";
import { admissionKindOf } from "./ticket-pdf";
import {
  admissionSerial,
  venueAddressesOf,
  venueNamesOf,
  visitTimes,
  type WalletAdmission,
} from "./wallet-admissions";

export const GOOGLE_SAVE_URL = "https://pay.google.com/gp/v/save/";

/** Google's LocalizedString: the text in the language it is written in. */
function localized(locale: Locale, value: string) {
  return { defaultValue: { language: INTL_LOCALES[locale], value } };
}

// As the admission codes name the kinds (ticket-code.ts).
const KIND_LETTER = { ticket: "t", event: "e", tour: "r" } as const;

function classIdOf(google: GoogleWalletConfig, admission: WalletAdmission) {
  const { item } = admission;
  const kind = KIND_LETTER[admissionKindOf(item)];
  const when = [item.date.replaceAll("-", ""), ...(item.slot ? [item.slot.replace(":", "")] : [])];
  return [
    `${google.issuerId}.${google.classSuffix}`,
    `${kind}${item.productId}`,
    ...when,
    admission.orderLocale,
  ].join("-");
}

/** The event ticket class of a line (every person's pass shares it), in the order's words. */
export function eventTicketClassOf(google: GoogleWalletConfig, admission: WalletAdmission) {
  const { item } = admission;
  const locale = admission.orderLocale;
  const times = visitTimes(item);
  return {
    id: classIdOf(google, admission),
    issuerName: venueNamesOf(item),
    reviewStatus: "UNDER_REVIEW",
    eventName: localized(locale, item.title),
    ...(item.venues.length > 0
      ? {
          venue: {
            name: localized(locale, venueNamesOf(item)),
            address: localized(locale, venueAddressesOf(item)),
          },
        }
      : {}),
    // A day ticket has no start time to show; its day is the objects' valid interval.
    ...(item.slot ? { dateTime: { start: times.startText } } : {}),
  };
}

/** One person's event ticket object; "2 of 4" in the language asked for. */
export function eventTicketObjectOf(
  google: GoogleWalletConfig,
  admission: WalletAdmission,
  locale: Locale,
) {
  const { item } = admission;
  const text = documentMessages(locale);
  const times = visitTimes(item);
  return {
    id: `${google.issuerId}.${google.classSuffix}-o${admission.orderId}-i${item.id}-p${admission.person}`,
    classId: classIdOf(google, admission),
    state: "ACTIVE",
    barcode: { type: "QR_CODE", value: admission.code, alternateText: admissionSerial(admission) },
    ticketType: localized(
      locale,
      text.personOf(admission.person, admission.persons, admission.label),
    ),
    ticketNumber: admissionSerial(admission),
    reservationInfo: { confirmationCode: String(admission.orderId) },
    ...(item.seat ? { seatInfo: { seat: localized(locale, item.seat) } } : {}),
    // The pass is valid on the visit's day, Berlin's; both ends with their offset.
    validTimeInterval: { start: { date: times.dayStartText }, end: { date: times.dayEndText } },
  };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** The save link of a line's people: Google's page with the signed JWT. */
export function googleSaveUrl(
  google: GoogleWalletConfig,
  admissions: readonly WalletAdmission[],
  context: { locale: Locale; origin: string; now: Date },
): string {
  return `${GOOGLE_SAVE_URL}${googleSaveJwt(google, admissions, context)}`;
}

/** The signed JWT that saves a line's people (their class and one object each). */
export function googleSaveJwt(
  google: GoogleWalletConfig,
  admissions: readonly WalletAdmission[],
  context: { locale: Locale; origin: string; now: Date },
): string {
  const [first] = admissions;
  if (!first) throw new RangeError("a save link needs one admission at least");
  const claims = {
    iss: google.serviceAccountEmail,
    aud: "google",
    typ: "savetowallet",
    iat: Math.floor(context.now.getTime() / 1000),
    origins: [context.origin],
    payload: {
      eventTicketClasses: [eventTicketClassOf(google, first)],
      eventTicketObjects: admissions.map((admission) =>
        eventTicketObjectOf(google, admission, context.locale),
      ),
    },
  };
  const signed = `${base64url({ alg: "RS256", typ: "JWT" })}.${base64url(claims)}`;
  const signature = sign("sha256", Buffer.from(signed), google.privateKey).toString("base64url");
  return `${signed}.${signature}`;
}
