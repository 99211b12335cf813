import { describe, expect, it } from "vitest";
import { codeFitsLine, decodeBase64Url, parseAdmissionCode } from "./admission-code";

// 64 bytes of 7, and "Reihe 3, Platz 12 – Loge" in UTF-8, each as base64url (Node's encoder).
const SIGNATURE =
  "BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBw";
const SEAT = "UmVpaGUgMywgUGxhdHogMTIg4oCTIExvZ2U";
const PAYLOAD = `T2.e.1001.5001.12.2.4.20300614.1930.${SEAT}`;

describe("the admission code's layout", () => {
  it("takes a code apart: its fields, the text signed and the signature's bytes", () => {
    const parsed = parseAdmissionCode(`${PAYLOAD}.${SIGNATURE}`);
    expect(parsed?.fields).toEqual({
      kind: "event",
      orderId: 1001,
      itemId: 5001,
      productId: 12,
      person: 2,
      persons: 4,
      date: "2030-06-14",
      slot: "19:30",
      seat: "Reihe 3, Platz 12 – Loge",
    });
    expect(parsed?.payload).toBe(PAYLOAD);
    expect(Array.from(parsed?.signature ?? [])).toEqual(Array(64).fill(7));
    expect(parseAdmissionCode(`T2.t.1.2.3.1.1.-.-.-.${SIGNATURE}`)?.fields).toMatchObject({
      kind: "ticket",
      date: null,
      slot: null,
      seat: null,
    });
  });

  it.each([
    ["another layout", `T1.1001.5001.12.20300614.1930.2.abc`],
    ["a part missing", `T2.e.1001.5001.12.2.4.20300614.1930.${SIGNATURE}`],
    ["an unknown kind", `T2.x.1001.5001.12.2.4.20300614.1930.-.${SIGNATURE}`],
    ["person past persons", `T2.e.1001.5001.12.5.4.20300614.1930.-.${SIGNATURE}`],
    ["a zero id", `T2.e.0.5001.12.2.4.20300614.1930.-.${SIGNATURE}`],
    ["a day that is no day", `T2.e.1001.5001.12.2.4.2030-06-14.1930.-.${SIGNATURE}`],
    ["a time that is no time", `T2.e.1001.5001.12.2.4.20300614.19:30.-.${SIGNATURE}`],
    ["a short signature", `${PAYLOAD}.${SIGNATURE.slice(4)}`],
    ["a signature's other spelling", `${PAYLOAD}.${SIGNATURE.slice(0, -1)}x`],
    ["a seat that is not base64url", `T2.e.1001.5001.12.2.4.20300614.1930.Reihe+3.${SIGNATURE}`],
    ["too long", `${PAYLOAD}.${SIGNATURE}${"A".repeat(600)}`],
  ])("is not a code: %s", (_, code) => {
    expect(parseAdmissionCode(code)).toBeNull();
  });

  it("decodes base64url in its one canonical spelling only", () => {
    expect(Array.from(decodeBase64Url("-_8AEA") ?? [])).toEqual([0xfb, 0xff, 0x00, 0x10]);
    expect(Array.from(decodeBase64Url("") ?? [1])).toEqual([]);
    // the last character's spare bits must be zero: "EB" would decode to 0x10 too
    expect(decodeBase64Url("-_8AEB")).toBeNull();
    expect(decodeBase64Url("-_8AE")).toBeNull();
    expect(decodeBase64Url("-_8A+A")).toBeNull();
  });
});

describe("whether a code fits its line", () => {
  const fields = parseAdmissionCode(`${PAYLOAD}.${SIGNATURE}`)?.fields;
  const line = {
    kind: "event" as const,
    productId: 12,
    date: "2030-06-14",
    slot: "19:30",
    persons: 4,
  };

  it("fits the line it was signed for, and no line that differs in anything it names", () => {
    if (!fields) throw new Error("the code parses");
    expect(codeFitsLine(fields, line)).toBe(true);
    expect(codeFitsLine(fields, { ...line, kind: "tour" })).toBe(false);
    expect(codeFitsLine(fields, { ...line, productId: 13 })).toBe(false);
    expect(codeFitsLine(fields, { ...line, date: "2030-06-15" })).toBe(false);
    expect(codeFitsLine(fields, { ...line, slot: null })).toBe(false);
    expect(codeFitsLine(fields, { ...line, persons: 5 })).toBe(false);
  });
});
