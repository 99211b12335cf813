// The issue 27: a confirmation or password-reset link cut short or mangled on its way names no
// token. Both answer it like an unknown, used or expired link, 404 token_not_found, whatever
// its shape — never a 422 about the shape, which the shop read as "try again later" — and the
// whole link still works afterwards. On both engines.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { engineNames } from "../../helpers/engines";
import { startMailingTestApp, type TestApp } from "../../helpers/test-app";
import { insertReference } from "../cart/cart-fixtures";
import {
  accountCalls,
  confirmationToken,
  mailsIn,
  PASSWORD,
  proofCookieOf,
  registration,
} from "./account-fixtures";

/** The ways a link arrives broken, from its whole token. */
const CUTS: Array<[string, (token: string) => string]> = [
  ["cut to ten characters", (token) => token.slice(0, 10)],
  ["cut below the shortest token", (token) => token.slice(0, 21)],
  ["cut but still token-shaped", (token) => token.slice(0, 30)],
  ["cut to nothing", () => ""],
  ["with a full stop the mail added", (token) => `${token}.`],
  ["with an ellipsis instead of its end", (token) => `${token.slice(0, 20)}…`],
];

describe.each(engineNames())("a cut account link on %s", (engine) => {
  let t: TestApp;
  let outbox: string;
  beforeAll(async () => {
    ({ t, outbox } = await startMailingTestApp(engine, { prepare: insertReference }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object, cookie?: string) =>
    accountCalls(t, outbox).post(url, payload, cookie);

  it("answers a confirmation link cut or mangled 404 token_not_found, then takes the whole one", async () => {
    const registered = await post("/auth/registration", registration("cut@example.org"));
    const proof = proofCookieOf(registered.headers["set-cookie"]);
    const token = await confirmationToken(outbox, "cut@example.org");

    for (const [name, cut] of CUTS) {
      const answer = await post("/auth/confirmation", { token: cut(token) }, proof);
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(404);
      expect(answer.json().error.code, name).toBe("token_not_found");
    }
    const whole = await post("/auth/confirmation", { token }, proof);
    expect(whole.statusCode, whole.body).toBe(200);
  });

  it("answers a reset link cut or mangled 404 token_not_found, then takes the whole one", async () => {
    await accountCalls(t, outbox).confirmedAccount("reset-cut@example.org");
    await post("/auth/password", { email: "reset-cut@example.org" });
    let token = "";
    await vi.waitFor(async () => {
      const mails = await mailsIn(outbox, "reset");
      const match = /\/password-reset\?token=([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? "");
      expect(match?.[1]).toBeDefined();
      token = match?.[1] ?? "";
    });
    const body = {
      email: "reset-cut@example.org",
      password: `${PASSWORD} again`,
      password_confirmation: `${PASSWORD} again`,
    };
    const reset = (payload: object) =>
      t.app.inject({ method: "PUT", url: "/api/v1/auth/password?locale=en", payload });

    for (const [name, cut] of CUTS) {
      const answer = await reset({ ...body, token: cut(token) });
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(404);
      expect(answer.json().error.code, name).toBe("token_not_found");
    }
    const whole = await reset({ ...body, token });
    expect(whole.statusCode, whole.body).toBe(204);
  });
});
