// spec surrounding-areas §2 "Header": the search box is a search landmark that goes to
// /search/{q}; a blank query stays put; on the search page the box shows what was searched.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { json, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the header's search box", () => {
  it("is a named search landmark that goes to /search/{q}, the text encoded", async () => {
    stubApi({ "GET /api/v1/pages": () => json({ data: [], meta: { total_count: 0 } }) });
    const view = renderShop("/start");
    const search = await screen.findByRole("search", { name: "Suche" });
    await userEvent.type(
      within(search).getByRole("searchbox", { name: "Suche" }),
      " Licht & Schatten ",
    );
    await userEvent.click(within(search).getByRole("button", { name: "Suchen" }));
    expect(view.location()).toBe("/search/Licht%20%26%20Schatten");
    await waitFor(() =>
      expect(within(search).getByRole("searchbox")).toHaveValue("Licht & Schatten"),
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("does nothing with a blank query", async () => {
    stubApi();
    const view = renderShop("/start");
    const box = await screen.findByRole("searchbox", { name: "Suche" });
    await userEvent.type(box, "   {Enter}");
    expect(view.location()).toBe("/start");
  });
});
