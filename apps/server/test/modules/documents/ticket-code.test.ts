// The issue 33, Deliver 2: each person's admission code (T2), signed with Ed25519 and verified
// with the public key alone; codes of the first layout (T1, HMAC) printed before keep verifying.
import { generateKeyPairSync } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AdmissionCodeFields,
  type LegacyTicketCodeFields,
  signAdmissionCode,
  signLegacyTicketCode,
  verifyTicketCode,
} from "../../../src/modules/documents/ticket-code";
import { CODE_KEYS, SECRET, SIGNING } from "./fixtures";

const OTHER = generateKeyPairSync("ed25519");
const OTHER_KEYS = { publicKey: OTHER.publicKey, legacySecret: "fedcba9876543210fedcba9876543210" };

const PERSON: AdmissionCodeFields = {
  kind: "ticket",
  orderId: 1001,
  itemId: 5001,
  productId: 12,
  person: 2,
  persons: 4,
  date: "2030-06-14",
  slot: "10:30",
  seat: null,
};

const sign = (fields: AdmissionCodeFields) => signAdmissionCode(SIGNING.privateKey, fields);

describe("signAdmissionCode", () => {
  it("writes what it admits in a URL-safe layout with a 512-bit signature", () => {
    const code = sign(PERSON);

    expect(code).toMatch(/^T2\.t\.1001\.5001\.12\.2\.4\.20300614\.1030\.-\.[A-Za-z0-9_-]{86}$/);
    expect(encodeURIComponent(code)).toBe(code);
  });

  it("carries an event's seat, and marks no day or slot with a dash", () => {
    const seat = sign({
      ...PERSON,
      kind: "event",
      seat: "Reihe 3, Platz 12",
      person: 1,
      persons: 1,
    });
    expect(seat).toMatch(/^T2\.e\.1001\.5001\.12\.1\.1\.20300614\.1030\.[A-Za-z0-9_-]+\./);
    const flex = sign({ ...PERSON, kind: "tour", date: null, slot: null });
    expect(flex).toMatch(/^T2\.r\.1001\.5001\.12\.2\.4\.-\.-\.-\./);
  });

  it.each([
    ["a zero order id", { orderId: 0 }],
    ["a person past the line's people", { person: 5 }],
    ["a date in another format", { date: "14.06.2030" }],
    ["a slot with seconds", { slot: "10:30:00" }],
  ])("refuses %s", (_name, change) => {
    expect(() => sign({ ...PERSON, ...change })).toThrow(RangeError);
  });
});

describe("verifyTicketCode", () => {
  it("gives back what a code admits, with the public key alone", () => {
    const seated = { ...PERSON, kind: "event" as const, seat: "Parkett links, Reihe 3, Platz 12" };
    expect(verifyTicketCode(CODE_KEYS, sign(PERSON))).toEqual({
      ok: true,
      version: 2,
      fields: PERSON,
    });
    expect(verifyTicketCode(CODE_KEYS, sign(seated))).toEqual({
      ok: true,
      version: 2,
      fields: seated,
    });
  });

  const signed = sign(PERSON);
  const payload = signed.slice(0, signed.lastIndexOf("."));
  const signature = signed.split(".")[10] ?? "";

  it.each([
    ["another person", signed.replace(".2.4.", ".3.4."), "signature"],
    ["more people", signed.replace(".2.4.", ".2.5."), "signature"],
    ["another slot", signed.replace(".1030.", ".1100."), "signature"],
    ["another day", signed.replace(".20300614.", ".20300615."), "signature"],
    ["another kind", signed.replace("T2.t.", "T2.r."), "signature"],
    [
      "a signature of another key",
      `${payload}.${signAdmissionCode(OTHER.privateKey, PERSON).split(".")[10]}`,
      "signature",
    ],
    ["a shortened signature", `${payload}.${signature.slice(0, 85)}`, "malformed"],
    ["no signature", payload, "malformed"],
    ["an extra part", `${signed}.x`, "malformed"],
    ["a leading zero", signed.replace("T2.t.1001.", "T2.t.01001."), "malformed"],
    ["an unknown kind", signed.replace("T2.t.", "T2.x."), "malformed"],
    ["a person past the people", signed.replace(".2.4.", ".5.4."), "malformed"],
    ["another version", signed.replace("T2.", "T3."), "malformed"],
    ["an empty code", "", "malformed"],
    ["a very long code", "T2.".repeat(200), "malformed"],
  ])("refuses %s", (_name, code, reason) => {
    expect(verifyTicketCode(CODE_KEYS, code)).toEqual({ ok: false, reason });
  });

  it("refuses a code whose signature is spelled otherwise (its last character's spare bits)", () => {
    const last = signature.at(-1) ?? "A";
    // base64url of 64 bytes: the last character carries 2 bits, the 4 spare ones follow it
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const index = alphabet.indexOf(last);
    const twin = alphabet[(index & 0b110000) | ((index + 1) & 0b001111)] ?? last;
    expect(verifyTicketCode(CODE_KEYS, `${payload}.${signature.slice(0, 85)}${twin}`).ok).toBe(
      false,
    );
  });

  it("carries a seat of a very long title cut to whole characters, still verifying", () => {
    const seat = `Loge ${"ö".repeat(300)}`;
    const result = verifyTicketCode(CODE_KEYS, sign({ ...PERSON, seat }));
    expect(result.ok).toBe(true);
    const kept = result.ok && result.version === 2 ? (result.fields.seat ?? "") : "";
    expect(seat.startsWith(kept)).toBe(true);
    expect(Buffer.byteLength(kept)).toBeGreaterThan(230);
    expect(kept).not.toContain("\uFFFD");
  });

  it("refuses a code signed with another key pair", () => {
    expect(verifyTicketCode(OTHER_KEYS, signed)).toEqual({ ok: false, reason: "signature" });
  });
});

describe("given a code of the first layout (T1), printed before", () => {
  const LINE: LegacyTicketCodeFields = {
    orderId: 1001,
    itemId: 5001,
    ticketId: 12,
    date: "2030-06-14",
    slot: "10:30",
    quantity: 2,
  };
  const legacy = signLegacyTicketCode(SECRET, LINE);

  it("keeps verifying with the secret it was signed with", () => {
    expect(legacy).toMatch(/^T1\.1001\.5001\.12\.20300614\.1030\.2\.[A-Za-z0-9_-]{22}$/);
    expect(verifyTicketCode(CODE_KEYS, legacy)).toEqual({ ok: true, version: 1, fields: LINE });
  });

  it.each([
    ["another quantity", legacy.replace(".2.", ".9."), "signature"],
    ["another order", legacy.replace("T1.1001.", "T1.1002."), "signature"],
    ["no signature", legacy.slice(0, legacy.lastIndexOf(".")), "malformed"],
  ])("refuses %s", (_name, code, reason) => {
    expect(verifyTicketCode(CODE_KEYS, code)).toEqual({ ok: false, reason });
  });

  it("refuses it under another secret", () => {
    expect(verifyTicketCode(OTHER_KEYS, legacy)).toEqual({ ok: false, reason: "signature" });
  });
});

const fieldsArbitrary: fc.Arbitrary<AdmissionCodeFields> = fc
  .record({
    kind: fc.constantFrom("ticket" as const, "event" as const, "tour" as const),
    orderId: fc.integer({ min: 1, max: 2 ** 31 }),
    itemId: fc.integer({ min: 1, max: 2 ** 31 }),
    productId: fc.integer({ min: 1, max: 2 ** 31 }),
    persons: fc.integer({ min: 1, max: 500 }),
    date: fc.option(
      fc
        .date({ min: new Date("2020-01-01"), max: new Date("2099-12-31"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    ),
    slot: fc.option(
      fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`),
    ),
    seat: fc.option(fc.string({ minLength: 1, maxLength: 40 })),
  })
  .chain((fields) =>
    fc.integer({ min: 1, max: fields.persons }).map((person) => ({ ...fields, person })),
  );

// Characters a forger could put into a code: its own alphabet and a few others.
const codeChar = fc.constantFrom(
  ..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/ ",
);

describe("given any person of any line", () => {
  it("signs a code that verifies to the same fields", () => {
    fc.assert(
      fc.property(fieldsArbitrary, (fields) => {
        expect(verifyTicketCode(CODE_KEYS, sign(fields))).toEqual({ ok: true, version: 2, fields });
      }),
    );
  });

  it("refuses the code after any change of one character, an insertion or a deletion", () => {
    const edit = fc.oneof(
      fc.record({ kind: fc.constant("replace" as const), at: fc.nat(), char: codeChar }),
      fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), char: codeChar }),
      fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), char: codeChar }),
    );
    fc.assert(
      fc.property(fieldsArbitrary, edit, (fields, change) => {
        const code = sign(fields);
        const at = change.at % (code.length + (change.kind === "insert" ? 1 : 0));
        const changed =
          change.kind === "replace"
            ? code.slice(0, at) + change.char + code.slice(at + 1)
            : change.kind === "insert"
              ? code.slice(0, at) + change.char + code.slice(at)
              : code.slice(0, at) + code.slice(at + 1);
        fc.pre(changed !== code);
        expect(verifyTicketCode(CODE_KEYS, changed).ok).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});
