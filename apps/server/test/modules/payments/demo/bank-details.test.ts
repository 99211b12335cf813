// The checks behind the payment form errors (spec selling-core §8): Luhn for card numbers,
// ISO 13616 mod 97 for IBANs, ISO 9362 for BICs.
import { describe, expect, it } from "vitest";
import {
  checkCard,
  checkSepa,
  ibanChecksumOk,
  passesLuhn,
} from "../../../../src/modules/payments/demo/bank-details";
import { TEST_CARDS } from "../../../../src/modules/payments/demo/outcomes";
import { openSession, sealSession } from "../../../../src/modules/payments/demo/session";
import { signPayload, verifySignature } from "../../../../src/modules/payments/demo/signature";

describe("the Luhn check", () => {
  it.each(Object.keys(TEST_CARDS))("passes the test card %s", (number) => {
    expect(passesLuhn(number)).toBe(true);
  });
  it.each(["4242424242424241", "4000000000000001", "1234567812345678"])("fails %s", (number) => {
    expect(passesLuhn(number)).toBe(false);
  });
});

describe("the IBAN checksum", () => {
  it.each([
    "DE89370400440532013000",
    "GB82WEST12345698765432",
    "AT611904300234573201",
    "CH9300762011623852957",
    "FR1420041010050500013M02606",
    "NL91ABNA0417164300",
  ])("accepts %s", (iban) => {
    expect(ibanChecksumOk(iban)).toBe(true);
  });
  it.each(["DE88370400440532013000", "DE89370400440532013001", "GB82WEST12345698765433"])(
    "refuses %s",
    (iban) => {
      expect(ibanChecksumOk(iban)).toBe(false);
    },
  );
  it("tells a wrong length from wrong check digits", () => {
    const base = { holder: "E", bic: "COBADEFF" };
    expect(checkSepa({ ...base, iban: "DE8937040044053201300" }).iban).toBe("invalid");
    expect(checkSepa({ ...base, iban: "DE99370400440532013000" }).iban).toBe("checksum");
  });
});

describe("the BIC format", () => {
  it.each(["COBADEFF", "COBADEFFXXX", "DEUTDEDB110"])("accepts %s", (bic) => {
    expect(checkSepa({ holder: "E", iban: "DE89370400440532013000", bic }).bic).toBeUndefined();
  });
  it.each(["COBADEF", "COBADEFFXX", "C0BADEFF", "COBA1EFF"])("refuses %s", (bic) => {
    expect(checkSepa({ holder: "E", iban: "DE89370400440532013000", bic }).bic).toBe("invalid");
  });
});

describe("the holder's name", () => {
  const card = { card_number: "4242424242424242", expiry: "12/39", cvc: "123" };
  const sepa = { iban: "DE89370400440532013000", bic: "COBADEFF" };
  const now = new Date("2030-06-01T08:00:00Z");

  it.each([
    ["a NUL", "Ada\u0000Lovelace", "invalid"],
    ["an escape (C0)", "Ada\u001BLovelace", "invalid"],
    ["a line feed", "Ada\nLovelace", "invalid"],
    ["DEL", "Ada\u007F", "invalid"],
    ["a C1 control", "Ada\u0085", "invalid"],
    ["201 characters", "A".repeat(201), "invalid"],
    ["blanks only", " \t ", "missing"],
    ["umlauts", "Jürgen Weiß", undefined],
    ["an emoji", "Ada 🦕", undefined],
  ])("given %s answers %s on the card and the SEPA form", (_name, holder, problem) => {
    expect(checkCard({ ...card, holder }, now).holder).toBe(problem);
    expect(checkSepa({ ...sepa, holder }).holder).toBe(problem);
  });
});

describe("the signature and the session", () => {
  const secret = "s".repeat(32);
  const at = new Date("2030-06-01T08:00:00Z");

  it("signs with HMAC-SHA256 over t.body, as documented", () => {
    // A known answer, from: echo -n '1906531200.{}' | openssl dgst -sha256 -hmac <32 × s>
    expect(signPayload(secret, "{}", at)).toBe(
      "t=1906531200,v1=33966456afdd0a7dcc32e9ce7c82e4a3b6d5fcd7b5bfe0a7a6116a22004fdbc5",
    );
    expect(verifySignature(secret, "{}", signPayload(secret, "{}", at), at)).toEqual({ ok: true });
  });

  it("opens only sessions sealed with its own secret", () => {
    const session = {
      orderId: 1,
      orderToken: "tok",
      amountCents: 100,
      paymentModeId: 2,
      locale: "de",
      shopBaseUrl: "http://x",
      nonce: "n",
      expiresAt: 0,
    };
    const sealed = sealSession(secret, session);
    expect(openSession(secret, sealed)).toEqual(session);
    expect(openSession("t".repeat(32), sealed)).toBeNull();
  });
});
