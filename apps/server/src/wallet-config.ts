// The issue 33, Deliver 4: the venue's wallet settings, read by config.ts with the rest of the
// environment. A wallet is on when its variables are set, all of them; none set leaves it off
// (GET /shop says so and the order page shows no button). Keys and certificates are PEM text in
// the variable itself, as TICKET_SIGNING_KEY is ("\n" may stand for its line breaks), so a
// secret store or `VAR="$(cat file.pem)"` fills them alike; each is read here, so a wrong one
// stops the start naming its variable instead of failing the first visitor's download.
import { createPrivateKey, type KeyObject, X509Certificate } from "node:crypto";
import { z } from "zod";

const pem = (kind: string) =>
  z
    .string()
    .transform((text) => text.replaceAll("\\n", "\n"))
    .refine((text) => text.includes(`-----BEGIN ${kind}`), `must be PEM (-----BEGIN ${kind}…)`);

/** The variables, spread into config.ts's schema of the environment. */
export const WALLET_ENV = {
  // Apple: the pass type certificate of the venue's developer account (Certificates, IDs &
  // Profiles → Pass Type IDs), its private key, and Apple's intermediate (WWDR G4) certificate.
  APPLE_WALLET_PASS_TYPE_ID: z
    .string()
    .regex(/^pass\.[A-Za-z0-9][A-Za-z0-9.-]*$/, "must be a pass type identifier (pass.…)")
    .optional(),
  APPLE_WALLET_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, "must be the 10-character team identifier")
    .optional(),
  APPLE_WALLET_SIGNER_CERT: pem("CERTIFICATE").optional(),
  APPLE_WALLET_SIGNER_KEY: pem("").optional(),
  APPLE_WALLET_SIGNER_KEY_PASSPHRASE: z.string().optional(),
  APPLE_WALLET_WWDR_CERT: pem("CERTIFICATE").optional(),
  // Google: the issuer of the venue's Google Wallet account, the service account it authorised
  // and that account's key (the `private_key` of its JSON key file).
  GOOGLE_WALLET_ISSUER_ID: z
    .string()
    .regex(/^\d{1,30}$/, "must be the numeric issuer id")
    .optional(),
  GOOGLE_WALLET_CLASS_SUFFIX: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,40}$/, "letters, digits and _ only (at most 40)")
    .default("shop"),
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: z.email("must be an e-mail address").optional(),
  GOOGLE_WALLET_SERVICE_ACCOUNT_KEY: pem("").optional(),
};

const WalletEnv = z.object(WALLET_ENV);
type WalletEnv = z.output<typeof WalletEnv>;

/** Apple Wallet: what signs a pass (passkit-generator's certificates) and names its type. */
export interface AppleWalletConfig {
  passTypeIdentifier: string;
  teamIdentifier: string;
  signerCert: string;
  /** PKCS#8 PEM, decrypted once here: node-forge would otherwise derive the key per pass. */
  signerKey: string;
  wwdr: string;
}

/** Google Wallet: whose JWTs the save links are, and the key that signs them. */
export interface GoogleWalletConfig {
  issuerId: string;
  /** The venue's part of its classes' and objects' ids (`<issuer>.<suffix>-…`). */
  classSuffix: string;
  serviceAccountEmail: string;
  /** RS256: an RSA private key. */
  privateKey: KeyObject;
}

export interface WalletConfigs {
  appleWallet: AppleWalletConfig | undefined;
  googleWallet: GoogleWalletConfig | undefined;
}

/** "VARIABLE: message" lines of what is wrong, or the wallets. */
export type WalletsParsed = { ok: true; wallets: WalletConfigs } | { ok: false; issues: string[] };

/** All of `names` set, none, or the ones missing as issues. */
function completeness(env: WalletEnv, names: readonly (keyof WalletEnv)[]): string[] | boolean {
  const missing = names.filter((name) => env[name] === undefined);
  if (missing.length === names.length) return false;
  if (missing.length === 0) return true;
  const given = names.filter((name) => env[name] !== undefined).join(", ");
  return missing.map((name) => `${name}: must be set too (set: ${given})`);
}

function certificate(name: string, text: string, issues: string[]): X509Certificate | undefined {
  try {
    return new X509Certificate(text);
  } catch (error) {
    issues.push(`${name}: not a readable certificate (${(error as Error).message})`);
    return undefined;
  }
}

function privateKey(
  name: string,
  text: string,
  passphrase: string | undefined,
  issues: string[],
): KeyObject | undefined {
  try {
    const key = createPrivateKey({ key: text, format: "pem", passphrase });
    // passkit-generator signs with node-forge, which reads RSA keys only; RS256 is RSA too.
    if (key.asymmetricKeyType === "rsa") return key;
    issues.push(`${name}: must be an RSA key, not ${key.asymmetricKeyType}`);
  } catch (error) {
    issues.push(`${name}: not a readable private key (${(error as Error).message})`);
  }
  return undefined;
}

const APPLE = [
  "APPLE_WALLET_PASS_TYPE_ID",
  "APPLE_WALLET_TEAM_ID",
  "APPLE_WALLET_SIGNER_CERT",
  "APPLE_WALLET_SIGNER_KEY",
  "APPLE_WALLET_WWDR_CERT",
] as const;

const GOOGLE = [
  "GOOGLE_WALLET_ISSUER_ID",
  "GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL",
  "GOOGLE_WALLET_SERVICE_ACCOUNT_KEY",
] as const;

function appleOf(env: WalletEnv, issues: string[]): AppleWalletConfig | undefined {
  const set = completeness(env, APPLE);
  if (set === false) return undefined;
  if (set !== true) {
    issues.push(...set);
    return undefined;
  }
  const signerCert = env.APPLE_WALLET_SIGNER_CERT as string;
  const wwdr = env.APPLE_WALLET_WWDR_CERT as string;
  const passphrase = env.APPLE_WALLET_SIGNER_KEY_PASSPHRASE;
  const cert = certificate("APPLE_WALLET_SIGNER_CERT", signerCert, issues);
  certificate("APPLE_WALLET_WWDR_CERT", wwdr, issues);
  const key = privateKey(
    "APPLE_WALLET_SIGNER_KEY",
    env.APPLE_WALLET_SIGNER_KEY as string,
    passphrase,
    issues,
  );
  if (cert && key && !cert.checkPrivateKey(key)) {
    issues.push("APPLE_WALLET_SIGNER_KEY: is not the key of APPLE_WALLET_SIGNER_CERT");
  }
  return {
    passTypeIdentifier: env.APPLE_WALLET_PASS_TYPE_ID as string,
    teamIdentifier: env.APPLE_WALLET_TEAM_ID as string,
    signerCert,
    signerKey: key ? String(key.export({ type: "pkcs8", format: "pem" })) : "",
    wwdr,
  };
}

function googleOf(env: WalletEnv, issues: string[]): GoogleWalletConfig | undefined {
  const set = completeness(env, GOOGLE);
  if (set === false) return undefined;
  if (set !== true) {
    issues.push(...set);
    return undefined;
  }
  const key = privateKey(
    "GOOGLE_WALLET_SERVICE_ACCOUNT_KEY",
    env.GOOGLE_WALLET_SERVICE_ACCOUNT_KEY as string,
    undefined,
    issues,
  );
  if (!key) return undefined;
  return {
    issuerId: env.GOOGLE_WALLET_ISSUER_ID as string,
    classSuffix: env.GOOGLE_WALLET_CLASS_SUFFIX,
    serviceAccountEmail: env.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL as string,
    privateKey: key,
  };
}

/** The wallets of the parsed environment, or what is wrong with their variables. */
export function parseWallets(env: WalletEnv): WalletsParsed {
  const issues: string[] = [];
  const appleWallet = appleOf(env, issues);
  const googleWallet = googleOf(env, issues);
  return issues.length > 0
    ? { ok: false, issues }
    : { ok: true, wallets: { appleWallet, googleWallet } };
}
