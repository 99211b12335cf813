// Issue 32, Deliver 2 and 4: the time left is the people ahead over the admission rate measured
// (the rule's while none is measured yet), said in words of the visitor's language.
import { describe, expect, it } from "vitest";
import { humanizeRemaining, waitingStatus } from "../../../src/modules/queue/service";
import type { AdmissionRule } from "../../../src/modules/queue/store";

const RULE: AdmissionRule = {
  visitorsInside: 100,
  admissionsPerMinute: 20,
  visitIdleMs: 600_000,
  silentMs: 30_000,
};

describe("the time left in the waiting room", () => {
  it("is the people ahead over the measured rate, the rule's while none is measured", () => {
    expect(
      waitingStatus({ status: "waiting", ahead: 40, admittedPerMinute: 10 }, RULE, "en"),
    ).toEqual({
      status: "waiting",
      position: 41,
      remainingSeconds: 240,
      remainingHumanized: "about 4 minutes",
    });
    expect(
      waitingStatus({ status: "waiting", ahead: 40, admittedPerMinute: 0 }, RULE, "en")
        .remainingSeconds,
    ).toBe(120);
    expect(waitingStatus({ status: "visiting" }, RULE, "de")).toEqual({
      status: "visiting",
      position: null,
      remainingSeconds: null,
      remainingHumanized: null,
    });
  });

  it.each([
    [0, "de", "weniger als eine Minute"],
    [59, "en", "less than a minute"],
    [60, "en", "about a minute"],
    [240, "de", "etwa 4 Minuten"],
    [240, "es", "aproximadamente 4 minutos"],
    [240, "fr", "environ 4 minutes"],
    [89 * 60, "en", "about 89 minutes"],
    [90 * 60, "en", "about 2 hours"],
    [3 * 3600, "de", "etwa 3 Stunden"],
  ] as const)("says %i s in %s as %s", (seconds, locale, words) => {
    expect(humanizeRemaining(seconds, locale)).toBe(words);
  });
});
