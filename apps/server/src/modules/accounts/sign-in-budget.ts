// Sign-in budgets that lock no owner out (DESIGN §7; the security review's item 4). Before,
// every try counted and 20 wrong guesses refused the account's right password for an hour,
// renewable forever: anyone could lock any account. Now
//  - only failed password checks count, per client address and per account (LOGINS_PER_HOUR);
//    a right one gives its count back;
//  - past the account's budget the account slows down instead of closing: one try a minute
//    for the account as a whole (so guessing stays slow however many addresses try);
//  - a device that signed in to the account before passes both: it has a budget of its own
//    per account, which nobody without its cookie can spend. The device cookie holds a random
//    256-bit value; the server keeps its sha256 for each account it signed in to
//    (known_devices, migration 0518), so a device can be known to a family's two accounts
//    and no secret of the server's is needed;
//  - a completed password reset clears the account's failures.
// Every password check of an account goes through here: sign-in, a confirmation link's
// password, the current password of a change.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "../../clock";
import type { Queryable } from "../../db/database";
import { readTokenCookie } from "../../http/api-cookie";
import { clientAddress } from "../../http/client-address";
import { ApiError } from "../../http/errors";
import type { Limiter } from "../../http/limits";
import { hashToken, newSessionToken } from "../auth/service";
import { isKnownDevice, rememberDevice } from "./repository";

export const DEVICE_COOKIE = "shop_device";
// The account calls only (sign-in, confirmation, password change live under it).
const DEVICE_PATH = "/api/v1/auth";
/** A device stays known for a year after its last sign-in. */
const DEVICE_DAYS = 365;
/** Past an account's budget: one try per this many seconds, for the account as a whole. */
export const SLOW_LANE_SECONDS = 60;

export interface SignInBudget {
  /**
   * Runs `check`, a password check of the account of `email`, within the budgets: 429
   * rate_limit with Retry-After past them; a check that fails counts, a right one does not.
   */
  attempt(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    check: () => Promise<boolean>,
  ): Promise<boolean>;
  /** After a successful sign-in: the request's device is known to `customerId` from now on. */
  remember(request: FastifyRequest, reply: FastifyReply, customerId: number): Promise<void>;
  /** After a completed password reset: the account's failures are forgotten. */
  clear(email: string): Promise<void>;
}

export function createSignInBudget(deps: {
  db: Queryable;
  clock: Clock;
  /** Failed checks per "ip:…", "account:…" and "device:…" (LOGINS_PER_HOUR an hour). */
  failures: Limiter;
  /** One try per account past its budget (1 per SLOW_LANE_SECONDS). */
  slowLane: Limiter;
  secureCookies: boolean;
}): SignInBudget {
  const { failures, slowLane } = deps;
  const refuse = (reply: FastifyReply, waitSeconds: number): never => {
    reply.header("retry-after", waitSeconds);
    throw new ApiError("rate_limit", `Too many sign-ins: try again in ${waitSeconds} seconds`, {
      base: [
        `At most ${failures.limit.points} failed sign-ins per ${failures.limit.seconds} seconds`,
      ],
    });
  };

  /** The hash of the request's device cookie when that device signed in to `email`'s account. */
  async function knownDevice(request: FastifyRequest, email: string): Promise<string | undefined> {
    const value = readTokenCookie(request, DEVICE_COOKIE);
    if (value === undefined) return undefined;
    const hash = hashToken(value);
    return (await isKnownDevice(deps.db, hash, email)) ? hash : undefined;
  }

  return {
    async attempt(request, reply, rawEmail, check) {
      const email = rawEmail.toLowerCase();
      const account = `account:${email}`;
      const device = await knownDevice(request, email);
      // The keys this try counted on, given back when the password is right.
      const counted: string[] = [];
      if (device !== undefined) {
        const key = `device:${device}:${email}`;
        const wait = await failures.take(key);
        if (wait !== undefined) refuse(reply, wait);
        counted.push(key);
      } else {
        const address = `ip:${clientAddress(request)}`;
        const wait = await failures.take(address);
        if (wait !== undefined) refuse(reply, wait);
        counted.push(address);
        if ((await failures.take(account)) === undefined) counted.push(account);
        else {
          // Spent: the account slows down rather than closing on its owner.
          const slow = await slowLane.take(account);
          if (slow !== undefined) {
            await failures.giveBack(address);
            refuse(reply, slow);
          }
        }
      }
      const right = await check();
      if (right) {
        for (const key of counted) await failures.giveBack(key);
      } else if (device === undefined && (await failures.count(account)) >= failures.limit.points) {
        // This failure spent the budget (or came through the slow lane): the next try waits.
        await slowLane.take(account);
      }
      return right;
    },

    async remember(request, reply, customerId) {
      const value = readTokenCookie(request, DEVICE_COOKIE) ?? newSessionToken();
      await rememberDevice(deps.db, hashToken(value), customerId, deps.clock());
      const attributes = [
        `Path=${DEVICE_PATH}`,
        "HttpOnly",
        "SameSite=Lax",
        `Max-Age=${DEVICE_DAYS * 24 * 3600}`,
        ...(deps.secureCookies ? ["Secure"] : []),
      ];
      reply.header("set-cookie", `${DEVICE_COOKIE}=${value}; ${attributes.join("; ")}`);
    },

    async clear(rawEmail) {
      const account = `account:${rawEmail.toLowerCase()}`;
      await failures.forget(account);
      await slowLane.forget(account);
    },
  };
}
