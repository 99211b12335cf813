// A browser's cookies for inject(): the visitor cookie a first hold hands out (migration 0517,
// modules/auth/visitor.ts) goes with that client's next requests, as a browser sends it. Keyed
// by a client name, so one test can play several browsers behind one address.
import { VISITOR_COOKIE } from "../../src/modules/auth/visitor";

interface Answer {
  headers: Record<string, string | string[] | number | undefined>;
}

export interface VisitorJar {
  /** The visitor cookie `client` has been handed, if any, as a Cookie header value. */
  cookie(client: string): string | undefined;
  /** Keeps the visitor cookie an answer to `client` sets; answers the answer. */
  keep<T extends Answer>(client: string, answer: T): T;
}

export function visitorJar(): VisitorJar {
  const cookies = new Map<string, string>();
  return {
    cookie: (client) => cookies.get(client),
    keep(client, answer) {
      const header = answer.headers["set-cookie"];
      const lines = Array.isArray(header) ? header : typeof header === "string" ? [header] : [];
      for (const line of lines) {
        const [pair] = line.split(";");
        if (pair?.startsWith(`${VISITOR_COOKIE}=`)) cookies.set(client, pair);
      }
      return answer;
    },
  };
}

/** The Cookie header of `parts` (undefined ones left out), or no header at all. */
export function cookieHeader(...parts: (string | undefined)[]): Record<string, string> {
  const given = parts.filter((part): part is string => part !== undefined);
  return given.length === 0 ? {} : { cookie: given.join("; ") };
}
