// The issue 33, Deliver 4: the wallet settings. None set leaves both wallets off; all of one
// wallet's set turns it on; anything between, or a value that is not what it says, stops the
// start with a message naming the variable.
import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";
import {
  ISSUER_ID,
  makeAppleCertificates,
  PASS_TYPE_ID,
  PASSPHRASE,
  SERVICE_ACCOUNT,
  TEAM_ID,
} from "./helpers/wallet-keys";

const CERTIFICATES = makeAppleCertificates();
const GOOGLE_KEY = String(
  generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
    type: "pkcs8",
    format: "pem",
  }),
);

// As a compose file or a JSON key file writes a PEM in one line: "\n" for its line breaks.
const oneLine = (pem: string) => pem.trim().replaceAll("\n", "\\n");

const APPLE_ENV = {
  APPLE_WALLET_PASS_TYPE_ID: PASS_TYPE_ID,
  APPLE_WALLET_TEAM_ID: TEAM_ID,
  APPLE_WALLET_SIGNER_CERT: CERTIFICATES.signerCert,
  APPLE_WALLET_SIGNER_KEY: oneLine(CERTIFICATES.encryptedSignerKey),
  APPLE_WALLET_SIGNER_KEY_PASSPHRASE: PASSPHRASE,
  APPLE_WALLET_WWDR_CERT: CERTIFICATES.wwdr,
};

const GOOGLE_ENV = {
  GOOGLE_WALLET_ISSUER_ID: ISSUER_ID,
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: SERVICE_ACCOUNT,
  GOOGLE_WALLET_SERVICE_ACCOUNT_KEY: oneLine(GOOGLE_KEY),
};

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("the environment was accepted");
}

describe("the wallet settings", () => {
  it("leave both wallets off when none is set (or all are empty)", () => {
    expect(loadConfig({})).toMatchObject({ appleWallet: undefined, googleWallet: undefined });
    const empty = Object.fromEntries(
      Object.keys({ ...APPLE_ENV, ...GOOGLE_ENV }).map((name) => [name, ""]),
    );
    expect(loadConfig(empty)).toMatchObject({ appleWallet: undefined, googleWallet: undefined });
  });

  it("turn Apple Wallet on with all of its variables, the key read with its passphrase once", () => {
    const { appleWallet, googleWallet } = loadConfig(APPLE_ENV);

    expect(googleWallet).toBeUndefined();
    expect(appleWallet).toEqual({
      passTypeIdentifier: PASS_TYPE_ID,
      teamIdentifier: TEAM_ID,
      signerCert: CERTIFICATES.signerCert,
      // the one-line, encrypted key given; the same key kept, readable without the passphrase
      signerKey: CERTIFICATES.signerKey,
      wwdr: CERTIFICATES.wwdr,
    });
  });

  it("turn Google Wallet on with all of its variables, the class suffix defaulting", () => {
    const { appleWallet, googleWallet } = loadConfig(GOOGLE_ENV);

    expect(appleWallet).toBeUndefined();
    expect(googleWallet).toMatchObject({
      issuerId: ISSUER_ID,
      classSuffix: "shop",
      serviceAccountEmail: SERVICE_ACCOUNT,
    });
    expect(googleWallet?.privateKey.asymmetricKeyType).toBe("rsa");
    expect(
      loadConfig({ ...GOOGLE_ENV, GOOGLE_WALLET_CLASS_SUFFIX: "kunsthalle" }).googleWallet,
    ).toMatchObject({ classSuffix: "kunsthalle" });
  });

  it.each([
    [
      "a wallet half set",
      { APPLE_WALLET_PASS_TYPE_ID: PASS_TYPE_ID, APPLE_WALLET_TEAM_ID: TEAM_ID },
      "APPLE_WALLET_SIGNER_CERT: must be set too",
    ],
    [
      "a pass type id without pass.",
      { ...APPLE_ENV, APPLE_WALLET_PASS_TYPE_ID: "org.example" },
      "APPLE_WALLET_PASS_TYPE_ID",
    ],
    [
      "a team id of the wrong length",
      { ...APPLE_ENV, APPLE_WALLET_TEAM_ID: "TEAM" },
      "APPLE_WALLET_TEAM_ID",
    ],
    [
      "a certificate that is a key",
      { ...APPLE_ENV, APPLE_WALLET_WWDR_CERT: GOOGLE_KEY },
      "APPLE_WALLET_WWDR_CERT",
    ],
    [
      "a damaged certificate",
      {
        ...APPLE_ENV,
        APPLE_WALLET_SIGNER_CERT: CERTIFICATES.signerCert.replace(/\n[A-Za-z0-9+/]{20}/, "\n"),
      },
      "APPLE_WALLET_SIGNER_CERT: not a readable certificate",
    ],
    [
      "a wrong passphrase",
      { ...APPLE_ENV, APPLE_WALLET_SIGNER_KEY_PASSPHRASE: "not-it" },
      "APPLE_WALLET_SIGNER_KEY: not a readable private key",
    ],
    [
      "another certificate's key",
      { ...APPLE_ENV, APPLE_WALLET_SIGNER_KEY: CERTIFICATES.otherKey },
      "APPLE_WALLET_SIGNER_KEY: is not the key of APPLE_WALLET_SIGNER_CERT",
    ],
    [
      "a Google key half set",
      { GOOGLE_WALLET_ISSUER_ID: ISSUER_ID },
      "GOOGLE_WALLET_SERVICE_ACCOUNT_KEY: must be set too",
    ],
    [
      "an issuer id with letters",
      { ...GOOGLE_ENV, GOOGLE_WALLET_ISSUER_ID: "issuer-1" },
      "GOOGLE_WALLET_ISSUER_ID",
    ],
    [
      "a service account that is no e-mail address",
      { ...GOOGLE_ENV, GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: "wallet" },
      "GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL",
    ],
    [
      "a service account key that is not RSA",
      {
        ...GOOGLE_ENV,
        GOOGLE_WALLET_SERVICE_ACCOUNT_KEY: String(
          generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }),
        ),
      },
      "GOOGLE_WALLET_SERVICE_ACCOUNT_KEY: must be an RSA key",
    ],
    [
      "a class suffix with a dot",
      { ...GOOGLE_ENV, GOOGLE_WALLET_CLASS_SUFFIX: "a.b" },
      "GOOGLE_WALLET_CLASS_SUFFIX",
    ],
  ])("stop the start on %s, naming the variable", (_name, env, named) => {
    expect(refusal(env)).toContain(named);
  });
});
