// The issue 34, Deliver 1: "the signed code is verified before any database read". A scan of a
// forged or unreadable code is answered from the code alone: the service is given a database
// and order lookups that fail the test when touched.
import { describe, expect, it } from "vitest";
import type { Database } from "../../../src/db/database";
import { type CheckInDeps, scan, verifyScan } from "../../../src/modules/check-in/service";
import { TEST_CODE_KEYS, testClock } from "../../helpers/test-app";
import { sign } from "./door-app";

const untouchable = (): never => {
  throw new Error("the database was read");
};

const deps: CheckInDeps = {
  db: {
    engine: "pglite",
    query: untouchable,
    exec: untouchable,
    transaction: untouchable,
    close: untouchable,
  } satisfies Database,
  clock: testClock("2030-06-02T08:00:00Z"),
  devices: { get: untouchable, clear: untouchable },
  codeKeys: TEST_CODE_KEYS,
  listKey: TEST_CODE_KEYS.publicKey,
  window: untouchable,
  findDoorItem: untouchable,
  listDoorItems: untouchable,
};
const device = { id: 1, name: "Nord" };

describe("a scan's code is verified before any database read", () => {
  const code = sign({
    kind: "ticket",
    orderId: 1001,
    itemId: 5001,
    productId: 12,
    person: 1,
    persons: 2,
    date: "2030-06-02",
    slot: null,
    seat: null,
  });

  it.each([
    ["forged", code.replace(".1.2.", ".2.2.")],
    // another signature: its last character changed, still one base64url spells (A, Q, g, w)
    ["forged", `${code.slice(0, -1)}${code.endsWith("A") ? "Q" : "A"}`],
    ["unreadable", "T2.t.1001"],
    ["unreadable", "EAN-4006381333931"],
  ])("a %s code (%s) is refused without one", async (reason, scanned) => {
    const answer = await scan(deps, device, verifyScan(deps, scanned));
    expect(answer).toEqual({ result: "refused", reason, admission: null, used: null });
  });

  it("a signed code goes on to its line (the lookup is reached)", async () => {
    await expect(scan(deps, device, verifyScan(deps, code))).rejects.toThrow(
      "the database was read",
    );
  });
});
