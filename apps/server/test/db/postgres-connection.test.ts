// The server's PostgreSQL connections (src/db/postgres.ts): every connection of the pool, the
// first and those opened later, runs without JIT compilation (a costly estimate after a burst
// of holds made the availability statement compile for seconds). PostgreSQL only.
import { describe, expect, it } from "vitest";
import { engineNames, openDatabase } from "../helpers/engines";

describe.runIf(engineNames().includes("postgres"))("a PostgreSQL connection of the server", () => {
  it("has JIT switched off on every connection of its pool", async () => {
    const opened = await openDatabase("postgres", 4);
    try {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          opened.db.transaction(async (tx) => {
            const result = await tx.query<{ jit: string }>("SHOW jit");
            await tx.query("SELECT pg_sleep(0.05)");
            return result.rows[0]?.jit;
          }),
        ),
      );
      expect(answers).toEqual(["off", "off", "off", "off"]);
    } finally {
      await opened.close();
    }
  });
});
