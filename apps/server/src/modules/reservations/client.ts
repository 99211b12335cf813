// Who asks for a hold (DESIGN §4): the holds' routes and the waiting list's claim of an offer.
import type { FastifyRequest } from "fastify";
import { clientAddress } from "../../http/client-address";
import type { VisitorIdentities } from "../auth/service";
import { hashToken, readSessionToken } from "../auth/service";
import type { HoldClient } from "../capacity/ledger";

/**
 * The client a hold belongs to (DESIGN §4): its session's customer when it has one, else its
 * visitor, else its address; and the address, which has a cap of its own.
 */
export function clientOf(request: FastifyRequest, visitors: VisitorIdentities): HoldClient {
  const token = readSessionToken(request);
  return {
    sessionHash: token === undefined ? undefined : hashToken(token),
    visitor: visitors.read(request),
    address: clientAddress(request),
  };
}
