import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  signTicketCode,
  type TicketCodeFields,
  verifyTicketCode,
} from "../../../src/modules/documents/ticket-code";

const SECRET = "0123456789abcdef0123456789abcdef";
const OTHER_SECRET = "fedcba9876543210fedcba9876543210";

const TICKET: TicketCodeFields = {
  orderId: 1001,
  itemId: 5001,
  ticketId: 12,
  date: "2030-06-14",
  slot: "10:30",
  quantity: 2,
};

describe("signTicketCode", () => {
  it("writes the fields in a compact, URL-safe layout with a 128-bit signature", () => {
    const code = signTicketCode(SECRET, TICKET);

    expect(code).toMatch(/^T1\.1001\.5001\.12\.20300614\.1030\.2\.[A-Za-z0-9_-]{22}$/);
    expect(encodeURIComponent(code)).toBe(code);
  });

  it("marks a ticket without a day or slot with a dash", () => {
    const code = signTicketCode(SECRET, { ...TICKET, date: null, slot: null });

    expect(code).toMatch(/^T1\.1001\.5001\.12\.-\.-\.2\./);
  });

  it.each([
    ["a zero order id", { orderId: 0 }],
    ["a fractional quantity", { quantity: 1.5 }],
    ["a date in another format", { date: "14.06.2030" }],
    ["a slot with seconds", { slot: "10:30:00" }],
  ])("refuses %s", (_name, change) => {
    expect(() => signTicketCode(SECRET, { ...TICKET, ...change })).toThrow(RangeError);
  });
});

describe("verifyTicketCode", () => {
  it("gives back the fields of a code it signed", () => {
    expect(verifyTicketCode(SECRET, signTicketCode(SECRET, TICKET))).toEqual({
      ok: true,
      fields: TICKET,
    });
  });

  const signed = signTicketCode(SECRET, TICKET);
  const [payload, signature] = [signed.slice(0, signed.lastIndexOf(".")), signed.split(".")[7]];

  it.each([
    ["another quantity", signed.replace(".2.", ".9."), "signature"],
    ["another slot", signed.replace(".1030.", ".1100."), "signature"],
    ["another day", signed.replace(".20300614.", ".20300615."), "signature"],
    ["another order", signed.replace("T1.1001.", "T1.1002."), "signature"],
    [
      "a signature of another key",
      `${payload}.${signTicketCode(OTHER_SECRET, TICKET).split(".")[7]}`,
      "signature",
    ],
    ["a shortened signature", `${payload}.${signature?.slice(0, 21)}`, "signature"],
    ["no signature", payload, "malformed"],
    ["an extra part", `${signed}.x`, "malformed"],
    ["a leading zero", signed.replace("T1.1001.", "T1.01001."), "malformed"],
    ["another version", signed.replace("T1.", "T2."), "malformed"],
    ["an empty code", "", "malformed"],
    ["a very long code", "T1.".repeat(100), "malformed"],
  ])("refuses %s", (_name, code, reason) => {
    expect(verifyTicketCode(SECRET, code)).toEqual({ ok: false, reason });
  });

  it("refuses a code signed with another key", () => {
    expect(verifyTicketCode(OTHER_SECRET, signed)).toEqual({ ok: false, reason: "signature" });
  });
});

const fieldsArbitrary: fc.Arbitrary<TicketCodeFields> = fc.record({
  orderId: fc.integer({ min: 1, max: 2 ** 31 }),
  itemId: fc.integer({ min: 1, max: 2 ** 31 }),
  ticketId: fc.integer({ min: 1, max: 2 ** 31 }),
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
  quantity: fc.integer({ min: 1, max: 1000 }),
});

// Characters a forger could put into a code: its own alphabet and a few others.
const codeChar = fc.constantFrom(
  ..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/ ",
);

describe("given any ticket line", () => {
  it("signs a code that verifies to the same fields", () => {
    fc.assert(
      fc.property(fieldsArbitrary, (fields) => {
        expect(verifyTicketCode(SECRET, signTicketCode(SECRET, fields))).toEqual({
          ok: true,
          fields,
        });
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
        const code = signTicketCode(SECRET, fields);
        const at = change.at % (code.length + (change.kind === "insert" ? 1 : 0));
        const changed =
          change.kind === "replace"
            ? code.slice(0, at) + change.char + code.slice(at + 1)
            : change.kind === "insert"
              ? code.slice(0, at) + change.char + code.slice(at)
              : code.slice(0, at) + code.slice(at + 1);
        fc.pre(changed !== code);
        expect(verifyTicketCode(SECRET, changed).ok).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
