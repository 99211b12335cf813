// spec surrounding-areas §2 "Start page": the museums, the exhibitions and the configured
// links below the intro. They show together once both lists have answered, so one arriving
// late does not push the other down the screen (the issue "speed": no layout shift).
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { answerLater, EXHIBITIONS, json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("given the exhibitions answering after the museums", () => {
  it("shows the intro at once and the museums, exhibitions and links together", async () => {
    const exhibitions = answerLater(() => json(EXHIBITIONS));
    const calls = stubApi({
      "GET /api/v1/shop": () =>
        json(
          shopAnswer({
            startPage: { links: [{ title: "Jahreskarte", url: "/tickets/annual" }] },
          }),
        ),
      "GET /api/v1/exhibitions": exhibitions.handler,
    });
    renderShop("/start");

    expect(await screen.findByRole("heading", { level: 1, name: "Willkommen" })).toBeVisible();
    await vi.waitFor(() => expect(calls.callsTo("/museums")).toHaveLength(1));
    // the museums have answered; nothing below the intro shows yet
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("heading", { level: 2, name: "Unsere Museen" })).toBeNull();
    expect(screen.queryByRole("heading", { level: 2, name: "Weitere Angebote" })).toBeNull();

    exhibitions.answer();
    expect(await screen.findByRole("heading", { level: 2, name: "Unsere Museen" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Ausstellungen" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Weitere Angebote" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Licht und Schatten" })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given an exhibition that opens later", () => {
  it("says when it opens, not only when it ends", async () => {
    const upcoming = {
      ...EXHIBITIONS.data[0],
      id: 7,
      title: "Papierwelten",
      time_frames: [{ start_at: "2030-12-15", end_at: "2031-04-13" }],
    };
    stubApi({
      "GET /api/v1/exhibitions": () =>
        json({ data: [...EXHIBITIONS.data, upcoming], meta: { total_count: 2 } }),
    });
    renderShop("/start");
    const link = await screen.findByRole("link", { name: "Papierwelten" });
    const card = link.closest("li") as HTMLElement;
    expect(card).toHaveTextContent("Öffnet am 15. Dezember 2030, bis 13. April 2031");
    const running = screen.getByRole("link", { name: "Licht und Schatten" }).closest("li");
    expect(running).toHaveTextContent("bis 30. September 2030");
  });
});
