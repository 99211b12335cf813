// The issue 33, Deliver 4: wallet passes read back as a phone would. A .pkpass is a zip (read
// with fflate, MIT, a test dependency only) of pass.json, the images, manifest.json (the SHA-1
// of every other file) and signature (PKCS#7 of the manifest); a .pkpasses bundle is a zip of
// .pkpass files. A Google save link's JWT is split, its RS256 signature checked with the key.
import { createHash, type KeyObject, verify } from "node:crypto";
import { unzipSync } from "fflate";

export interface ReadPass {
  files: Record<string, Uint8Array>;
  // biome-ignore lint/suspicious/noExplicitAny: pass.json is Apple's, read as the test needs it
  pass: any;
  manifest: Record<string, string>;
  /** Whether every file but manifest and signature is in the manifest with its SHA-1, and no other. */
  manifestMatches: boolean;
}

export function readPass(bytes: Uint8Array): ReadPass {
  const files = unzipSync(bytes);
  const text = (name: string) => Buffer.from(files[name] ?? new Uint8Array()).toString("utf8");
  const manifest = JSON.parse(text("manifest.json")) as Record<string, string>;
  const hashed = Object.keys(files).filter(
    (name) => name !== "manifest.json" && name !== "signature",
  );
  const manifestMatches =
    Object.keys(manifest).sort().join() === hashed.sort().join() &&
    hashed.every(
      (name) =>
        createHash("sha1")
          .update(files[name] ?? new Uint8Array())
          .digest("hex") === manifest[name],
    );
  return { files, pass: JSON.parse(text("pass.json")), manifest, manifestMatches };
}

/** The passes of a .pkpasses bundle, in its order. */
export function readPassBundle(bytes: Uint8Array): ReadPass[] {
  const entries = Object.entries(unzipSync(bytes)).sort(([a], [b]) =>
    a.localeCompare(b, "en", { numeric: true }),
  );
  return entries.map(([, pass]) => readPass(pass));
}

export interface ReadJwt {
  // biome-ignore lint/suspicious/noExplicitAny: the JWT's parts are Google's, read as needed
  header: any;
  // biome-ignore lint/suspicious/noExplicitAny: see above
  claims: any;
  /** Whether the RS256 signature verifies with the key given. */
  verified: boolean;
}

export const GOOGLE_SAVE = "https://pay.google.com/gp/v/save/";

/** The JWT of a save link, its signature checked with `publicKey`. */
export function readSaveLink(url: string, publicKey: KeyObject): ReadJwt {
  if (!url.startsWith(GOOGLE_SAVE)) throw new Error(`not a save link: ${url}`);
  const [header = "", claims = "", signature = ""] = url.slice(GOOGLE_SAVE.length).split(".");
  const json = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  return {
    header: json(header),
    claims: json(claims),
    verified: verify(
      "sha256",
      Buffer.from(`${header}.${claims}`),
      publicKey,
      Buffer.from(signature, "base64url"),
    ),
  };
}
