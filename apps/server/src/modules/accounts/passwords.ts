// DESIGN §7: passwords are stored as argon2id hashes with at least 19 MiB of memory and 2
// iterations (OWASP's minimum for argon2id), through @node-rs/argon2: a maintained binding with
// prebuilt binaries, no compiler needed at install. The hash string carries its parameters and
// salt, so stronger settings later still verify the hashes made before.
import { hash, type Options, verify } from "@node-rs/argon2";

/** argon2id (the library's Algorithm.Argon2id, a const enum the build cannot import). */
const ARGON2ID = 2 as NonNullable<Options["algorithm"]>;

export const PASSWORD_HASHING = {
  algorithm: ARGON2ID,
  /** KiB: 19 MiB. */
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASHING);
}

// A hash of nothing anybody knows: an unknown address is checked against it, so a sign-in
// takes as long whether the address has an account or not (DESIGN §7).
let decoy: Promise<string> | undefined;

/**
 * Whether `password` is the one `stored` was made from. Without a stored hash (no account, or
 * one without a password) it still spends the time of a check, and answers false.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoy ??= hashPassword("no account has this password");
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    // A stored value that is not an argon2 hash matches nothing.
    return false;
  }
}
