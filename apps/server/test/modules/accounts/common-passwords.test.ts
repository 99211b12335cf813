// DESIGN §7: common passwords and the venue's own name are refused as new passwords.
import { describe, expect, it } from "vitest";
import { isCommonPassword } from "../../../src/modules/accounts/common-passwords";

const VENUE = "Museen am Fluss";

describe("a new password too easily guessed", () => {
  it.each([
    ["password"],
    ["12345678"],
    ["Passwort1"],
    ["PASSWORD"],
    ["qwertyuiop"],
    ["Museen am Fluss"],
    ["museenamfluss"],
    ["Museen-am-Fluss-2030!"],
    ["Fluss1234"],
    ["museen!!!!"],
  ])("refuses %j", (password) => {
    expect(isCommonPassword(password, VENUE)).toBe(true);
  });

  it.each([
    ["correct horse battery"],
    ["a new long password"],
    // the short words of the name are no guess of their own
    ["am123456789x"],
    ["Flussufer am Abend"],
    ["83920471"],
  ])("takes %j", (password) => {
    expect(isCommonPassword(password, VENUE)).toBe(false);
  });

  it("knows no venue words when the venue has no name", () => {
    expect(isCommonPassword("Museen am Fluss", "")).toBe(false);
  });
});
