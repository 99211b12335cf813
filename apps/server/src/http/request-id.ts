import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

// An incoming id is kept when it looks like one (a proxy's or the shop's), so one id
// follows a request through all logs; anything else is replaced, never echoed.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const REQUEST_ID_HEADER = "x-request-id";

export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  if (typeof incoming === "string" && ACCEPTABLE_ID.test(incoming)) return incoming;
  return randomUUID();
}
