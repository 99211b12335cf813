// Signs in a guest through POST /auth/guest and answers the cookie header to send with it.
import type { FastifyInstance } from "fastify";

export const GUEST = {
  customer_salutation_id: 2,
  name: "Ada",
  surname: "Lovelace",
  email: "ada@example.org",
  addr_street: "Parkweg 3",
  addr_zip: "10115",
  addr_city: "Berlin",
  addr_country_id: 60,
};

export function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const pair = header?.split(";")[0];
  if (!pair?.startsWith("shop_session=")) throw new Error(`no session cookie in ${String(header)}`);
  return pair;
}

export async function signInGuest(
  app: FastifyInstance,
  guest: object = GUEST,
): Promise<{ cookie: string; customerId: number }> {
  const response = await app.inject({ method: "POST", url: "/api/v1/auth/guest", payload: guest });
  if (response.statusCode !== 201) throw new Error(`guest sign-in failed: ${response.body}`);
  return {
    cookie: sessionCookieOf(response.headers["set-cookie"]),
    customerId: response.json().data.id,
  };
}
