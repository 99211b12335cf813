// spec selling-core §5, surrounding-areas §5 and DESIGN §7: a guest's e-mail is exactly one
// address — local part, @, a domain with at least one dot — since the confirmation with the
// tickets goes to it. Anything else answers 422 naming the field and creates no one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { startTestApp, type TestApp } from "../../helpers/test-app";
import { insertReference } from "../cart/cart-fixtures";
import { GUEST } from "./guest-session";

describe.each(engineNames())("a guest's e-mail on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
    await insertReference(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const signUp = (email: string) =>
    t.app.inject({ method: "POST", url: "/api/v1/auth/guest", payload: { ...GUEST, email } });
  const customers = async () =>
    (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM customers")).rows[0]?.n;

  it.each([
    ["ada@example"],
    ["example.org"],
    ["@example.org"],
    ["ada@"],
    ["ada@@example.org"],
    ["ada@example.org@example.org"],
    ["ada@example.org,bob@example.org"],
    ["ada@example.org, bob@example.org"],
    ["ada;bob@example.org"],
    ["Ada <ada@example.org>"],
    ["ada @example.org"],
    ["ada@example..org"],
    ["ada@example.org\u0000"],
    [""],
  ])("refuses %j with 422 naming email", async (email) => {
    const before = await customers();

    const answer = await signUp(email);

    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().error.fields)).toEqual(["email"]);
    expect(await customers()).toBe(before);
  });

  it.each([["ada@example.org"], ["ada.lovelace+shop@mail.example.co.uk"], [" ada@example.org "]])(
    "takes %j as one address, trimmed",
    async (email) => {
      const answer = await signUp(email);

      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().data.email).toBe(email.trim());
    },
  );
});
