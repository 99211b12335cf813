// The issue 33, Deliver 4: the wallet passes of a line, made with certificates and keys made for
// the test (helpers/wallet-keys.ts) and read back as a phone would (helpers/wallet-files.ts). A
// seated event on the day Berlin leaves summer time, written by a server in New York: the pass
// shows 10:30 at the museum, which is 09:30 UTC that day.
import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderApplePasses } from "../../../src/modules/documents/apple-pass";
import type { DocumentItem } from "../../../src/modules/documents/document-types";
import { googleSaveUrl } from "../../../src/modules/documents/google-wallet";
import { verifyTicketCode } from "../../../src/modules/documents/ticket-code";
import {
  hasWalletPasses,
  walletAdmissionsOf,
} from "../../../src/modules/documents/wallet-admissions";
import { GOOGLE_SAVE, readPass, readPassBundle, readSaveLink } from "../../helpers/wallet-files";
import {
  appleWalletOf,
  ISSUER_ID,
  makeAppleCertificates,
  makeGoogleKeys,
  PASS_TYPE_ID,
  SERVICE_ACCOUNT,
  TEAM_ID,
  verifyPassSignature,
} from "../../helpers/wallet-keys";
import { CODE_KEYS, KUNSTHALLE, SIGNING, TICKET_ITEM } from "./fixtures";

const CERTIFICATES = makeAppleCertificates();
const APPLE = appleWalletOf(CERTIFICATES);
const GOOGLE = makeGoogleKeys();
const ORIGIN = "https://shop.example.org";

// The last Sunday of October 2030: Berlin leaves summer time at 03:00.
const SEATED: DocumentItem & { date: string } = {
  ...TICKET_ITEM,
  id: 8002,
  type: "event",
  productId: 77,
  title: "Orgelkonzert im Lichthof",
  date: "2030-10-27",
  slot: "10:30",
  quantity: 1,
  seat: "Reihe 3, Platz 12",
  fare: "Ermäßigt",
};

const FAMILY: DocumentItem & { date: string } = {
  ...TICKET_ITEM,
  date: "2030-06-14",
  slot: null,
  quantity: 1,
  subTickets: [
    { title: "Erwachsene", quantity: 2 },
    { title: "Kinder", quantity: 1 },
  ],
};

const admissions = (item: DocumentItem & { date: string }) =>
  walletAdmissionsOf(SIGNING.privateKey, { orderId: 1001, orderLocale: "de", item });

let zone: string | undefined;
beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = "America/New_York";
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe("which lines have wallet passes", () => {
  it.each([
    ["a dated ticket", true, TICKET_ITEM],
    ["a seated event", true, SEATED],
    ["a tour", true, { ...TICKET_ITEM, type: "tour" }],
    ["a ticket for any day", false, { ...TICKET_ITEM, date: null, slot: null }],
    ["an annual pass", false, { ...TICKET_ITEM, annual: true }],
    ["a coupon", false, { ...TICKET_ITEM, type: "coupon" }],
  ] as const)("%s: %s", (_name, expected, item) => {
    expect(hasWalletPasses(item as DocumentItem)).toBe(expected);
  });
});

describe("the Apple Wallet pass of a seated event's one person", () => {
  it("carries the signed code, the Berlin time, the museum and the seat", async () => {
    const [admission] = admissions(SEATED);
    const { bundle, bytes } = await renderApplePasses(APPLE, admissions(SEATED), "de");

    expect(bundle).toBe(false);
    const { pass, files } = readPass(bytes);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        "pass.json",
        "manifest.json",
        "signature",
        "icon.png",
        "icon@2x.png",
      ]),
    );
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: PASS_TYPE_ID,
      teamIdentifier: TEAM_ID,
      serialNumber: "1001-8002-1",
      organizationName: KUNSTHALLE.name,
      description: "Veranstaltung: Orgelkonzert im Lichthof",
      // 10:30 in Berlin on the change day is CET already: 09:30 UTC; the day ends 23:00 UTC
      relevantDate: "2030-10-27T09:30:00.000Z",
      expirationDate: "2030-10-27T23:00:00.000Z",
    });
    expect(pass.barcodes).toEqual([
      {
        format: "PKBarcodeFormatQR",
        message: admission?.code,
        messageEncoding: "iso-8859-1",
        altText: admission?.code,
      },
    ]);
    expect(verifyTicketCode(CODE_KEYS, pass.barcodes[0].message)).toMatchObject({
      ok: true,
      fields: { kind: "event", orderId: 1001, itemId: 8002, person: 1, persons: 1 },
    });
    const fields = Object.fromEntries(
      ["headerFields", "primaryFields", "secondaryFields", "auxiliaryFields", "backFields"]
        .flatMap((part) => pass.eventTicket[part] ?? [])
        .map((field: { key: string; value: string }) => [field.key, field]),
    ) as Record<string, { key: string; value: string }>;
    expect(fields.date).toMatchObject({
      value: "2030-10-27T10:30:00+01:00",
      ignoresTimeZone: true,
    });
    expect(fields.time).toMatchObject({ label: "Beginn", value: "2030-10-27T10:30:00+01:00" });
    expect(fields.title).toMatchObject({ label: "Veranstaltung", value: SEATED.title });
    expect(fields.venue).toMatchObject({ label: "Ort", value: KUNSTHALLE.name });
    expect(fields.address?.value).toBe(`${KUNSTHALLE.name}, ${KUNSTHALLE.address}`);
    expect(fields.seat).toMatchObject({ label: "Platz", value: "Reihe 3, Platz 12" });
    expect(fields.person?.value).toBe("1 von 1: Ermäßigt");
  });

  it("is signed over its manifest with the pass type certificate, and the manifest is whole", async () => {
    const { bytes } = await renderApplePasses(APPLE, admissions(SEATED), "de");
    const { files, manifestMatches } = readPass(bytes);

    expect(manifestMatches).toBe(true);
    const subject = verifyPassSignature(
      CERTIFICATES,
      files["manifest.json"] as Uint8Array,
      files.signature as Uint8Array,
    );
    expect(subject).toContain(`Pass Type ID: ${PASS_TYPE_ID}`);
    // a changed manifest no longer verifies: the check can fail
    const changed = Buffer.from(
      Buffer.from(files["manifest.json"] as Uint8Array)
        .toString()
        .replace(/[0-9a-f]{40}/, "0".repeat(40)),
    );
    expect(() =>
      verifyPassSignature(CERTIFICATES, changed, files.signature as Uint8Array),
    ).toThrow();
  });
});

describe("the Apple Wallet passes of a family line", () => {
  it("answers one bundle of a pass per person, each with a code and serial of its own", async () => {
    const { bundle, bytes } = await renderApplePasses(APPLE, admissions(FAMILY), "en");

    expect(bundle).toBe(true);
    const passes = readPassBundle(bytes);
    expect(passes.map((one) => one.manifestMatches)).toEqual([true, true, true]);
    expect(passes.map((one) => one.pass.serialNumber)).toEqual([
      "1001-5001-1",
      "1001-5001-2",
      "1001-5001-3",
    ]);
    const codes = passes.map((one) => verifyTicketCode(CODE_KEYS, one.pass.barcodes[0].message));
    expect(codes.map((code) => code.ok && code.version === 2 && code.fields.person)).toEqual([
      1, 2, 3,
    ]);
    const people = passes.map(
      (one) =>
        one.pass.eventTicket.auxiliaryFields.find(
          (field: { key: string }) => field.key === "person",
        )?.value,
    );
    expect(people).toEqual(["1 of 3: Erwachsene", "2 of 3: Erwachsene", "3 of 3: Kinder"]);
    // a day ticket: relevant from the day's start, Berlin's midnight in summer is 22:00 UTC
    expect(passes[0]?.pass.relevantDate).toBe("2030-06-13T22:00:00.000Z");
    expect(
      passes[0]?.pass.eventTicket.secondaryFields.map((field: { key: string }) => field.key),
    ).toEqual(["venue"]);
  });
});

describe("the Save to Google Wallet link", () => {
  it("is a JWT signed RS256 by the service account, with the line's class and its people", () => {
    const [admission] = admissions(SEATED);
    const url = googleSaveUrl(GOOGLE.config, admissions(SEATED), {
      locale: "de",
      origin: ORIGIN,
      now: new Date("2030-06-01T08:00:00Z"),
    });

    expect(url.startsWith(GOOGLE_SAVE)).toBe(true);
    const jwt = readSaveLink(url, GOOGLE.publicKey);
    expect(jwt.verified).toBe(true);
    expect(jwt.header).toEqual({ alg: "RS256", typ: "JWT" });
    expect(jwt.claims).toMatchObject({
      iss: SERVICE_ACCOUNT,
      aud: "google",
      typ: "savetowallet",
      iat: Date.parse("2030-06-01T08:00:00Z") / 1000,
      origins: [ORIGIN],
    });
    const classId = `${ISSUER_ID}.museum_test-e77-20301027-1030-de`;
    expect(jwt.claims.payload.eventTicketClasses).toEqual([
      {
        id: classId,
        issuerName: KUNSTHALLE.name,
        reviewStatus: "UNDER_REVIEW",
        eventName: { defaultValue: { language: "de-DE", value: SEATED.title } },
        venue: {
          name: { defaultValue: { language: "de-DE", value: KUNSTHALLE.name } },
          address: {
            defaultValue: {
              language: "de-DE",
              value: `${KUNSTHALLE.name}, ${KUNSTHALLE.address}`,
            },
          },
        },
        dateTime: { start: "2030-10-27T10:30:00+01:00" },
      },
    ]);
    expect(jwt.claims.payload.eventTicketObjects).toEqual([
      {
        id: `${ISSUER_ID}.museum_test-o1001-i8002-p1`,
        classId,
        state: "ACTIVE",
        barcode: { type: "QR_CODE", value: admission?.code, alternateText: "1001-8002-1" },
        ticketType: { defaultValue: { language: "de-DE", value: "1 von 1: Ermäßigt" } },
        ticketNumber: "1001-8002-1",
        reservationInfo: { confirmationCode: "1001" },
        seatInfo: { seat: { defaultValue: { language: "de-DE", value: "Reihe 3, Platz 12" } } },
        validTimeInterval: {
          start: { date: "2030-10-27T00:00:00+02:00" },
          end: { date: "2030-10-28T00:00:00+01:00" },
        },
      },
    ]);
    expect(
      verifyTicketCode(CODE_KEYS, jwt.claims.payload.eventTicketObjects[0].barcode.value).ok,
    ).toBe(true);
  });

  it("holds an object per person, and does not verify with another key", () => {
    const url = googleSaveUrl(GOOGLE.config, admissions(FAMILY), {
      locale: "en",
      origin: ORIGIN,
      now: new Date("2030-06-01T08:00:00Z"),
    });
    const jwt = readSaveLink(url, GOOGLE.publicKey);
    const objects = jwt.claims.payload.eventTicketObjects as { id: string; classId: string }[];
    expect(objects.map((object) => object.id)).toEqual(
      [1, 2, 3].map((person) => `${ISSUER_ID}.museum_test-o1001-i5001-p${person}`),
    );
    expect(new Set(objects.map((object) => object.classId))).toEqual(
      new Set([`${ISSUER_ID}.museum_test-t12-20300614-de`]),
    );
    // a day ticket's class names no start time
    expect(jwt.claims.payload.eventTicketClasses[0].dateTime).toBeUndefined();
    const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey;
    expect(readSaveLink(url, stranger).verified).toBe(false);
  });
});
