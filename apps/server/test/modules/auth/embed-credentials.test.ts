// The issue 34, Deliver 4: the shop in the widget's overlay is a cross-site frame, where no
// SameSite=Lax cookie is sent. Asked with the embed marker, the API hands the session's token
// out in an answer header too, and takes it back from a request header (http/api-cookie.ts);
// without the marker no answer carries a token in a header.
import { EMBED_HEADERS } from "@shop/core/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { startTestApp, type TestApp } from "../../helpers/test-app";
import { insertReference } from "../cart/cart-fixtures";
import { GUEST, sessionCookieOf } from "./guest-session";

describe.each(engineNames())("the session of the shop in a widget's frame on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
    await insertReference(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const signIn = (headers: Record<string, string>) =>
    t.app.inject({ method: "POST", url: "/api/v1/auth/guest", payload: GUEST, headers });
  const validate = (headers: Record<string, string>) =>
    t.app.inject({ method: "GET", url: "/api/v1/auth/validate_token", headers });

  it("hands the guest's session out in a header when asked, and takes it back from one", async () => {
    const response = await signIn({ [EMBED_HEADERS.marker]: "1" });
    expect(response.statusCode, response.body).toBe(201);
    const token = String(response.headers[EMBED_HEADERS.session]);
    expect(sessionCookieOf(response.headers["set-cookie"])).toBe(`shop_session=${token}`);
    const answer = await validate({ [EMBED_HEADERS.session]: token });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ level: 10, email: GUEST.email });
  });

  it("puts no token in a header of an answer to a request without the marker", async () => {
    const response = await signIn({});
    expect(response.statusCode).toBe(201);
    expect(response.headers[EMBED_HEADERS.session]).toBeUndefined();
  });

  it("refuses a made-up or malformed token in the header", async () => {
    for (const token of ["a".repeat(43), "not a token", ""]) {
      expect((await validate({ [EMBED_HEADERS.session]: token })).statusCode).toBe(401);
    }
  });

  it("ends the session at sign out, and says so with an empty header", async () => {
    const token = String(
      (await signIn({ [EMBED_HEADERS.marker]: "1" })).headers[EMBED_HEADERS.session],
    );
    const out = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/auth/sign_out",
      headers: { [EMBED_HEADERS.marker]: "1", [EMBED_HEADERS.session]: token },
    });
    expect(out.statusCode).toBe(204);
    expect(out.headers[EMBED_HEADERS.session]).toBe("");
    expect((await validate({ [EMBED_HEADERS.session]: token })).statusCode).toBe(401);
  });
});
