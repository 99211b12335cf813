// Sessions and guests (spec surrounding-areas §4–§6, DESIGN §7). A guest is a level-10
// customer created at checkout with the billing address the form gave; the session is
// rotated whenever someone signs in, and ended server-side at sign out.
import {
  ADDRESS_TYPES,
  CUSTOMER_LEVELS,
  type Customer,
  GUEST_PLACEHOLDER_COUNTRY_ID,
  type GuestRequest,
} from "@shop/core/contract";
import type { FastifyRequest } from "fastify";
import type { Clock } from "../../clock";
import type { Database, Queryable } from "../../db/database";
import { ApiError, fieldError } from "../../http/errors";
import {
  findCustomer,
  insertAddress,
  insertCustomer,
  referenceIdsExist,
} from "../customers/service";
import { hashToken, newSessionToken, readSessionToken, SESSION_HOURS } from "./session-cookie";
import * as sessions from "./session-repository";
import { endSession, findSessionCustomer, insertSession } from "./session-repository";

export interface AuthDeps {
  db: Database;
  clock: Clock;
}

const HOUR_MS = 3_600_000;

/** Sessions resolved per request: read once, however many hooks and handlers ask. */
const resolved = new WeakMap<FastifyRequest, Promise<number | undefined>>();

/**
 * The customer id of the request's live session, if any. The session is looked up once per
 * request (a route's preValidation and its handler both ask); requests that never ask (holds,
 * catalogue reads) never read it.
 */
export function currentCustomerId(
  deps: AuthDeps,
  request: FastifyRequest,
): Promise<number | undefined> {
  let customerId = resolved.get(request);
  if (!customerId) {
    const token = readSessionToken(request);
    customerId =
      token === undefined
        ? Promise.resolve(undefined)
        : findSessionCustomer(deps.db, hashToken(token), deps.clock());
    resolved.set(request, customerId);
  }
  return customerId;
}

/** The customer id of the request's live session; 401 without one. */
export async function requireCustomerId(deps: AuthDeps, request: FastifyRequest): Promise<number> {
  const id = await currentCustomerId(deps, request);
  if (id === undefined) throw new ApiError("unauthorized", "Sign in or continue as a guest");
  return id;
}

export async function getSessionCustomer(
  deps: AuthDeps,
  request: FastifyRequest,
): Promise<Customer> {
  const customer = await findCustomer(deps.db, await requireCustomerId(deps, request));
  if (!customer) throw new ApiError("unauthorized", "Sign in or continue as a guest");
  return customer;
}

/**
 * Creates a guest with its billing address and a new session; any session the request
 * carried ends (rotation at sign-in). Answers the customer and the new session token.
 */
export async function createGuest(
  deps: AuthDeps,
  request: FastifyRequest,
  guest: GuestRequest,
): Promise<{ customer: Customer; token: string }> {
  // spec selling-core §5 (the one-pager asks for neither), surrounding-areas §4: no salutation,
  // and the address in the guest's default country.
  const salutationId = guest.customer_salutation_id ?? null;
  const countryId = guest.addr_country_id ?? GUEST_PLACEHOLDER_COUNTRY_ID;
  const known = await referenceIdsExist(deps.db, salutationId, countryId);
  if (!known.salutation) {
    throw fieldError("validation", "customer_salutation_id", "Not a salutation of this shop");
  }
  if (!known.country)
    throw fieldError("validation", "addr_country_id", "Not a country of this shop");
  const now = deps.clock();
  let token = "";
  const customerId = await deps.db.transaction(async (tx) => {
    const id = await insertCustomer(
      tx,
      {
        level: CUSTOMER_LEVELS.shopGuest,
        customerSalutationId: salutationId,
        name: guest.name,
        surname: guest.surname,
        email: guest.email,
      },
      now,
    );
    await insertAddress(tx, {
      customerId: id,
      adressat: `${guest.name} ${guest.surname}`,
      street: guest.addr_street,
      zip: guest.addr_zip,
      city: guest.addr_city,
      countryId,
      adressTypeId: ADDRESS_TYPES.invoice,
    });
    token = await startSession(tx, request, id, now);
    return id;
  });
  const customer = await findCustomer(deps.db, customerId);
  if (!customer) throw new Error(`guest ${customerId} vanished after its creation`);
  return { customer, token };
}

/**
 * Signs `customerId` in with a new session (DESIGN §7: rotated at every sign-in): the session
 * the request carried, if any, ends. Answers the new session's token for the cookie.
 */
export async function startSession(
  tx: Queryable,
  request: FastifyRequest,
  customerId: number,
  now: Date,
): Promise<string> {
  const previous = readSessionToken(request);
  if (previous !== undefined) await endSession(tx, hashToken(previous), now);
  const token = newSessionToken();
  await insertSession(tx, {
    tokenHash: hashToken(token),
    customerId,
    now,
    expiresAt: new Date(now.getTime() + SESSION_HOURS * HOUR_MS),
  });
  return token;
}

/** Ends the request's session, if it has one. */
export async function signOut(deps: AuthDeps, request: FastifyRequest): Promise<void> {
  const token = readSessionToken(request);
  if (token !== undefined) await endSession(deps.db, hashToken(token), deps.clock());
}

// What the HTTP layer and the OpenAPI document read of the cross-origin guard (DESIGN §7).
export { checksOrigin, crossOriginRefusal, refuseCrossOrigin } from "./origin-guard";
// Read by the hold routes: whose holds a request's are (DESIGN §4); by the account calls: the
// session cookie, and the tokens of mailed links, made and hashed like a session's.
export {
  hashToken,
  newSessionToken,
  readSessionToken,
  setSessionCookie,
} from "./session-cookie";
// Read by the hold and guest routes: who owns a hold without a session (migration 0517).
export {
  createVisitorIdentities,
  VISITOR_COOKIE,
  type VisitorIdentities,
} from "./visitor";

/** Ends the customer's sessions but `keep` (a changed password or e-mail address). */
export async function endCustomerSessions(
  db: Queryable,
  customerId: number,
  now: Date,
  keep: string | null = null,
): Promise<void> {
  return sessions.endCustomerSessions(db, customerId, now, keep);
}
