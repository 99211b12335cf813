// The issue 33, Deliver 4: certificates and keys made for the wallet tests, never Apple's or
// Google's. Apple's side by the openssl CLI, as a venue makes its own signing request: a stand-in
// for Apple's WWDR intermediate (a self-signed CA) that signs a pass type certificate, whose key
// is also kept encrypted under a passphrase. Google's side is a service account's RSA key pair.
// `verifyPassSignature` checks a pass's detached PKCS#7 signature with openssl against that CA.
import { execFileSync } from "node:child_process";
import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppleWalletConfig, GoogleWalletConfig } from "../../src/wallet-config";

export const PASS_TYPE_ID = "pass.org.example.museum-test";
export const TEAM_ID = "TEAM123456";
export const PASSPHRASE = "wallet-test-passphrase";
export const SERVICE_ACCOUNT = "wallet-test@museum-test.iam.gserviceaccount.com";
export const ISSUER_ID = "3388000000012345678";

export interface AppleTestCertificates {
  folder: string;
  /** The stand-in for Apple's WWDR intermediate certificate. */
  wwdr: string;
  signerCert: string;
  signerKey: string;
  /** signerKey, encrypted (PKCS#8, AES-256) under PASSPHRASE. */
  encryptedSignerKey: string;
  /** Another key pair's key: not the certificate's. */
  otherKey: string;
}

function openssl(folder: string, ...args: string[]): void {
  execFileSync("openssl", args, { cwd: folder, stdio: "pipe" });
}

export function makeAppleCertificates(): AppleTestCertificates {
  const folder = mkdtempSync(join(tmpdir(), "shop-wallet-certs-"));
  const days = "3650";
  openssl(
    folder,
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    "wwdr.key",
    "-out",
    "wwdr.pem",
    "-days",
    days,
    "-subj",
    "/CN=Test Worldwide Developer Relations CA/O=Museum Shop Tests",
  );
  openssl(
    folder,
    "req",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    "signer.key",
    "-out",
    "signer.csr",
    "-subj",
    `/UID=${PASS_TYPE_ID}/CN=Pass Type ID: ${PASS_TYPE_ID}/OU=${TEAM_ID}/O=Museum Shop Tests`,
  );
  openssl(
    folder,
    "x509",
    "-req",
    "-in",
    "signer.csr",
    "-CA",
    "wwdr.pem",
    "-CAkey",
    "wwdr.key",
    "-CAcreateserial",
    "-out",
    "signer.pem",
    "-days",
    days,
  );
  openssl(
    folder,
    "pkcs8",
    "-topk8",
    "-v2",
    "aes-256-cbc",
    "-in",
    "signer.key",
    "-out",
    "signer-encrypted.key",
    "-passout",
    `pass:${PASSPHRASE}`,
  );
  const read = (file: string) => readFileSync(join(folder, file), "utf8");
  return {
    folder,
    wwdr: read("wwdr.pem"),
    signerCert: read("signer.pem"),
    signerKey: read("signer.key"),
    encryptedSignerKey: read("signer-encrypted.key"),
    otherKey: read("wwdr.key"),
  };
}

/** The settings of Apple Wallet with these certificates, as config.ts makes them. */
export function appleWalletOf(certificates: AppleTestCertificates): AppleWalletConfig {
  return {
    passTypeIdentifier: PASS_TYPE_ID,
    teamIdentifier: TEAM_ID,
    signerCert: certificates.signerCert,
    signerKey: certificates.signerKey,
    wwdr: certificates.wwdr,
  };
}

/**
 * Checks the detached PKCS#7 signature of a pass's manifest with openssl, trusting only the
 * test WWDR; answers the subject of the certificate that signed.
 */
export function verifyPassSignature(
  certificates: AppleTestCertificates,
  manifest: Uint8Array,
  signature: Uint8Array,
): string {
  const folder = mkdtempSync(join(certificates.folder, "pass-"));
  writeFileSync(join(folder, "manifest.json"), manifest);
  writeFileSync(join(folder, "signature"), signature);
  // Throws when the signature does not verify (openssl exits non-zero).
  openssl(
    folder,
    "smime",
    "-verify",
    "-binary",
    "-inform",
    "DER",
    "-in",
    "signature",
    "-content",
    "manifest.json",
    "-CAfile",
    join(certificates.folder, "wwdr.pem"),
    "-purpose",
    "any",
    "-signer",
    "signer.pem",
    "-out",
    "verified",
  );
  return execFileSync("openssl", ["x509", "-in", "signer.pem", "-noout", "-subject"], {
    cwd: folder,
    encoding: "utf8",
  }).trim();
}

export interface GoogleTestKeys {
  config: GoogleWalletConfig;
  publicKey: KeyObject;
  /** The private key as the service account's JSON key file holds it. */
  privateKeyPem: string;
}

export function makeGoogleKeys(): GoogleTestKeys {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    config: {
      issuerId: ISSUER_ID,
      classSuffix: "museum_test",
      serviceAccountEmail: SERVICE_ACCOUNT,
      privateKey,
    },
    publicKey,
    privateKeyPem: String(privateKey.export({ type: "pkcs8", format: "pem" })),
  };
}
