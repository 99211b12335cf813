// The account tests' requests and mails: a registration body, the account mails of an outbox
// (`<time>-<random>-account-<kind>.eml`), and the tokens of their links.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import PostalMime from "postal-mime";
import { expect, vi } from "vitest";
import type { TestApp } from "../../helpers/test-app";
import { sessionCookieOf } from "../auth/guest-session";

export const PASSWORD = "correct horse battery";

export function registration(email: string, change: Record<string, unknown> = {}) {
  return {
    customer_salutation_id: 2,
    name: "Ada",
    surname: "Lovelace",
    email,
    email_confirmation: email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    language_id: 2,
    terms: true,
    addr_street: "Parkweg 3",
    addr_zip: "10115",
    addr_city: "Berlin",
    addr_country_id: 60,
    ...change,
  };
}

export type AccountMailKind =
  | "confirm"
  | "exists"
  | "reset"
  | "email"
  | "password-changed"
  | "email-changed";

export async function mailsIn(outbox: string, kind: AccountMailKind) {
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) =>
    file.endsWith(`-account-${kind}.eml`),
  );
  return Promise.all(
    files.sort().map(async (file) => PostalMime.parse(await readFile(join(outbox, file)))),
  );
}

/** The mails of `kind` sent to `email`, oldest first. */
export async function mailsTo(outbox: string, kind: AccountMailKind, email: string) {
  return (await mailsIn(outbox, kind)).filter((mail) => mail.to?.[0]?.address === email);
}

/** The tokens of the confirmation links mailed to `email`, once there are `count` of them. */
export async function confirmationTokens(
  outbox: string,
  email: string,
  count = 1,
  kind: "confirm" | "email" = "confirm",
): Promise<string[]> {
  let tokens: string[] = [];
  await vi.waitFor(async () => {
    const mails = await mailsTo(outbox, kind, email);
    tokens = mails.flatMap((mail) => {
      const match = /\/confirmation\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? "");
      return match?.[1] ? [match[1]] : [];
    });
    expect(tokens).toHaveLength(count);
  });
  return tokens;
}

/** The token of the one confirmation link mailed to `email`. */
export async function confirmationToken(outbox: string, email: string): Promise<string> {
  const [token] = await confirmationTokens(outbox, email);
  return token ?? "";
}

/**
 * The proof cookie ("shop_confirmation=…") a registration or profile answer set: the browser's
 * proof its confirmation link asks for.
 */
export function proofCookieOf(setCookie: string | string[] | undefined): string {
  const headers = Array.isArray(setCookie) ? setCookie : [setCookie ?? ""];
  const pair = headers
    .map((header) => header.split(";")[0] ?? "")
    .find((each) => each.startsWith("shop_confirmation="));
  if (!pair) throw new Error(`no proof cookie in ${String(setCookie)}`);
  return pair;
}

/** The account calls of a test app whose mails go to `outbox`. */
export function accountCalls(t: TestApp, outbox: string) {
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1${url}?locale=en`,
      payload,
      headers: cookie ? { cookie } : {},
    });
  return {
    post,
    signIn: (email: string, password = PASSWORD, cookie?: string) =>
      post("/auth/sign_in", { email, password }, cookie),
    /** Registers `email`: the proof cookie the answer set, for its confirmation. */
    async register(email: string, change: Record<string, unknown> = {}): Promise<string> {
      const answer = await post("/auth/registration", registration(email, change));
      return proofCookieOf(answer.headers["set-cookie"]);
    },
    /** Registers and confirms `email`: the session cookie of the confirmed account. */
    async confirmedAccount(email: string): Promise<string> {
      const registered = await post("/auth/registration", registration(email));
      const confirmed = await post(
        "/auth/confirmation",
        { token: await confirmationToken(outbox, email) },
        proofCookieOf(registered.headers["set-cookie"]),
      );
      return sessionCookieOf(confirmed.headers["set-cookie"]);
    },
  };
}
