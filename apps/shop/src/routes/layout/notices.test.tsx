// spec surrounding-areas §2: the test environment's dismissable banner.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

describe("given a test environment", () => {
  it("shows the banner, whose button swaps the banner's two colours on hover, and hides it", async () => {
    stubApi({ "GET /api/v1/shop": () => json(shopAnswer({ testEnvironmentBanner: true })) });
    renderShop("/page/impressum");
    const banner = await screen.findByRole("complementary", { name: /Testumgebung|test/i });
    const dismiss = banner.querySelector("button") as HTMLButtonElement;
    // issue 27 item 10: a lightened fill on hover fell to 3.54:1; the swapped pair is the one
    // the theme's contrast table checks ("text on warning", 4.5:1)
    expect(dismiss.className).toContain("hover:bg-warning-foreground");
    expect(dismiss.className).toContain("hover:text-warning");
    expect(dismiss.className).not.toMatch(/hover:bg-background/);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(dismiss);
    expect(screen.queryByRole("complementary", { name: /Testumgebung|test/i })).toBeNull();
  });
});
