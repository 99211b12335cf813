// DESIGN §7 (issue "accounts", Check "enumeration"): a known and an unknown address answer
// alike in time too. Timed answers, so this file runs alone, after the rest of the server's
// suite (vitest.config.ts, the "alone" project): the other worker's tests would be the noise.
// On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { engineNames } from "../../helpers/engines";
import { startMailingTestApp, type TestApp } from "../../helpers/test-app";
import { insertReference, setSettings } from "../cart/cart-fixtures";
import { accountCalls, confirmationToken, mailsTo, registration } from "./account-fixtures";

describe.each(engineNames())("account answers' times on %s", (engine) => {
  let t: TestApp;
  let outbox: string;
  beforeAll(async () => {
    ({ t, outbox } = await startMailingTestApp(engine, { prepare: insertReference }));
    await setSettings(t.db, {});
  });
  afterAll(async () => {
    await t?.close();
  });

  // DESIGN §7, the issue "accounts" Check: the answers for a known and an unknown address are
  // the same in status and body, and in time within a bound — both paths hash with argon2
  // (sign-in: a decoy check; registration: the password), so one's time is within a factor 2
  // of the other's; a reset request takes no hash either way, so their times lie within 50 ms.
  // A side's time is the least of 9 answers: the machine's noise (the other test worker, the
  // database, a collection) only ever adds time, and in CI it once fell on 4 of 7 answers of
  // one side, whose median then was 3.5 times the other's with no difference in the code.
  // The sides take turns, and which goes first alternates, so neither always follows the
  // other's work; a registration's writes and mail run after its answer, so the next request
  // waits for them (`settle`) rather than share the machine with them.
  it("takes as long for a known address as for an unknown one, within a bound", async () => {
    const { post, signIn, register } = accountCalls(t, outbox);
    const proof = await register("timed@example.org");
    await post(
      "/auth/confirmation",
      { token: await confirmationToken(outbox, "timed@example.org") },
      proof,
    );
    const RUNS = 9;
    const timed = async (send: () => Promise<{ statusCode: number; body: string }>) => {
      const start = performance.now();
      const answer = await send();
      return { ms: performance.now() - start, status: answer.statusCode, body: answer.body };
    };
    type Settle = (run: number) => Promise<unknown>;
    const compare = async (
      known: () => Promise<{ statusCode: number; body: string }>,
      unknown: () => Promise<{ statusCode: number; body: string }>,
      settle: { known?: Settle; unknown?: Settle } = {},
    ) => {
      type Timed = Awaited<ReturnType<typeof timed>>;
      const a: Timed[] = [];
      const b: Timed[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const sides = [
          async () => {
            a.push(await timed(known));
            await settle.known?.(run);
          },
          async () => {
            b.push(await timed(unknown));
            await settle.unknown?.(run);
          },
        ];
        if (run % 2 === 0) sides.reverse();
        for (const side of sides) await side();
      }
      for (const [index, answer] of a.entries()) {
        expect(answer.status).toBe(b[index]?.status);
        expect(answer.body).toBe(b[index]?.body);
      }
      const ms = (answers: Timed[]) => answers.map((answer) => Math.round(answer.ms));
      return {
        known: Math.min(...a.map((answer) => answer.ms)),
        unknown: Math.min(...b.map((answer) => answer.ms)),
        runs: { known: ms(a), unknown: ms(b) },
      };
    };
    const expectWithinFactorTwo = (times: { known: number; unknown: number }) => {
      const ratio = times.unknown / times.known;
      expect(ratio, JSON.stringify(times)).toBeGreaterThan(0.5);
      expect(ratio, JSON.stringify(times)).toBeLessThan(2);
    };

    const signIns = await compare(
      () => signIn("timed@example.org", "not the password"),
      () => signIn("untimed@example.org", "not the password"),
    );
    expectWithinFactorTwo(signIns);

    let fresh = 0;
    // waits for the `run`th mail of `kind` to the known address since `before` of them
    const toTimed = async (kind: "exists" | "reset") =>
      (await mailsTo(outbox, kind, "timed@example.org")).length;
    const mailed = (kind: "exists" | "reset", before: number) => (run: number) =>
      vi.waitFor(async () => expect(await toTimed(kind)).toBe(before + run), { timeout: 10_000 });
    const existsBefore = await toTimed("exists");
    const registrations = await compare(
      () => post("/auth/registration", registration("timed@example.org")),
      () => {
        fresh += 1;
        return post("/auth/registration", registration(`timed-${fresh}@example.org`));
      },
      {
        // each side's mail is the last of its background work: the taken address's "you
        // have an account" mail, the new account's confirmation
        known: mailed("exists", existsBefore),
        unknown: (run) => confirmationToken(outbox, `timed-${run}@example.org`),
      },
    );
    expectWithinFactorTwo(registrations);

    const resetsBefore = await toTimed("reset");
    const resets = await compare(
      () => post("/auth/password", { email: "timed@example.org" }),
      () => post("/auth/password", { email: "untimed@example.org" }),
      { known: mailed("reset", resetsBefore) },
    );
    expect(Math.abs(resets.known - resets.unknown), JSON.stringify(resets)).toBeLessThan(50);
  });
});
