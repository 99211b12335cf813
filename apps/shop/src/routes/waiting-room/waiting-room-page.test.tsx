// Issue 32, Deliver 4: while the venue's waiting room is on, a visitor it has not let in waits on
// /waiting-room: the position and the time left, told politely (role status) without moving
// focus, checked every 10 s with the token as a bearer token, and on to the page they asked for
// once let in. A 404 on entry (no queue for them) opens the shop at once; leaving is a DELETE.
import { QUEUE_CHECK_SECONDS, QUEUE_TOKEN_SECONDS } from "@shop/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "../../lib/api-client";
import { browserStorage } from "../../lib/storage";
import { axeViolations } from "../../test/axe";
import { json, refusalAnswer, shopAnswer, stubApi } from "../../test/fetch-stub";
import { MemoryStorage } from "../../test/memory-storage";
import { renderShop } from "../../test/render-shop";

const TOKEN = "Wq8rT2mW9xQpL4vN8cYbHg.tj5r2o.3kZpQ8vW1mNcR4tYbH7xLg";
const QUEUE_ON = { queueEnabled: true, storageKeyPrefix: "museum" };

const waiting = (position: number, remaining: string) => ({
  status: "waiting" as const,
  position,
  remainingSeconds: position * 60,
  remainingHumanized: remaining,
});
const VISITING = {
  status: "visiting" as const,
  position: null,
  remainingSeconds: null,
  remainingHumanized: null,
};

/** The page's own live region (the router's announcer is another). */
async function placeOnPage(): Promise<HTMLElement> {
  const heading = await screen.findByRole("heading", { level: 1, name: "Waiting room" });
  const page = heading.closest("article");
  if (!page) throw new Error("the waiting room is not an article");
  return within(page).getByRole("status");
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the waiting room", () => {
  it("holds a visitor who was not let in, tells their place, and lets them on to their page", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    let admitted = false;
    const api = stubApi({
      "GET /api/v1/shop": () => json(shopAnswer(QUEUE_ON)),
      "POST /api/v1/queue": () => json({ token: TOKEN, ...waiting(3, "about 3 minutes") }, 201),
      "GET /api/v1/queue": () => json(admitted ? VISITING : waiting(1, "less than a minute")),
    });
    const { location, storage } = renderShop("/tickets?lang=en");
    await waitFor(() => expect(location()).toBe("/waiting-room?to=%2Ftickets%3Flang%3Den"));
    const status = await placeOnPage();
    await waitFor(() => expect(status).toHaveTextContent("You are number 3 in the queue."));
    expect(status).toHaveTextContent("Expected wait: about 3 minutes.");
    expect(screen.getByRole("heading", { level: 1, name: "Waiting room" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    expect(JSON.parse(storage.getItem("museum:queue") ?? "")).toMatchObject({
      token: TOKEN,
      visiting: false,
    });

    await vi.advanceTimersByTimeAsync(QUEUE_CHECK_SECONDS * 1000);
    await waitFor(() => expect(status).toHaveTextContent("You are number 1 in the queue."));
    const check = api.callsTo("/queue").find((call) => call.method === "GET");
    expect(new Headers(check?.init?.headers).get("Authorization")).toBe(`Bearer ${TOKEN}`);
    expect(document.activeElement).toBe(document.body);

    admitted = true;
    await vi.advanceTimersByTimeAsync(QUEUE_CHECK_SECONDS * 1000);
    await waitFor(() => expect(location()).toBe("/tickets?lang=en"));
    expect(JSON.parse(storage.getItem("museum:queue") ?? "")).toMatchObject({
      token: TOKEN,
      visiting: true,
    });
  });

  it("lets a visitor in where the browser refuses storage, as in the widget's overlay", async () => {
    // browserStorage() keeps the page's memory then: without it the gate and the waiting room
    // would send the visitor to each other for ever.
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    });
    const appStorage = browserStorage() ?? undefined;
    vi.restoreAllMocks();
    expect(appStorage).toBeDefined();
    const api = stubApi({
      "GET /api/v1/shop": () => json(shopAnswer(QUEUE_ON)),
      "POST /api/v1/queue": () => json({ token: TOKEN, ...VISITING }, 201),
    });
    const { location } = renderShop("/start?lang=en", { appStorage });
    await screen.findByRole("heading", { level: 1, name: "Welcome" });
    await waitFor(() => expect(location()).toBe("/start?lang=en"));
    expect(api.callsTo("/queue")).toHaveLength(1);
  });

  it("opens the shop at once for a visitor let in before, and when entering answers 404", async () => {
    stubApi({ "GET /api/v1/shop": () => json(shopAnswer(QUEUE_ON)) });
    const storage = new MemoryStorage({
      "museum:queue": JSON.stringify({ token: TOKEN, visiting: true, at: Date.now() }),
    });
    const before = renderShop("/start?lang=en", { storage });
    await screen.findByRole("heading", { level: 1, name: "Welcome" });
    expect(before.location()).toBe("/start?lang=en");
    before.unmount();

    stubApi({
      "GET /api/v1/shop": () => json(shopAnswer(QUEUE_ON)),
      "POST /api/v1/queue": () => refusalAnswer("not_found"),
    });
    const crawler = renderShop("/start?lang=en");
    await screen.findByRole("heading", { level: 1, name: "Welcome" });
    expect(crawler.location()).toBe("/start?lang=en");
    expect(JSON.parse(crawler.storage.getItem("museum:queue") ?? "")).toMatchObject({
      token: null,
      visiting: true,
    });
  });

  it("sends a visitor whose visit ended back to the waiting room when the server refuses a write", async () => {
    stubApi({
      "GET /api/v1/shop": () => json(shopAnswer(QUEUE_ON)),
      "POST /api/v1/cart": () => refusalAnswer("queue_required"),
      // The token kept is checked: its visit ended, so it waits at the end of the line.
      "GET /api/v1/queue": () => json(waiting(4, "about 4 minutes")),
    });
    const storage = new MemoryStorage({
      "museum:queue": JSON.stringify({ token: TOKEN, visiting: true, at: Date.now() }),
    });
    const { location } = renderShop("/start?lang=en", { storage });
    await screen.findByRole("heading", { level: 1, name: "Welcome" });
    // Any page's write (here the cart's pricing) that the server refuses with queue_required.
    await expect(
      apiRequest({ path: "/cart", method: "POST", locale: "en", body: { items: [] } }),
    ).rejects.toMatchObject({ code: "queue_required" });
    await waitFor(() => expect(location()).toBe("/waiting-room?to=%2Fstart%3Flang%3Den"));
    expect(JSON.parse(storage.getItem("museum:queue") ?? "")).toMatchObject({ visiting: false });
    await waitFor(async () =>
      expect(await placeOnPage()).toHaveTextContent("You are number 4 in the queue."),
    );
  });

  it("holds a visitor let in longer ago than a token lives", async () => {
    stubApi({
      "GET /api/v1/shop": () => json(shopAnswer(QUEUE_ON)),
      "POST /api/v1/queue": () => json({ token: TOKEN, ...waiting(5, "about 5 minutes") }, 201),
      "GET /api/v1/queue": () => json(waiting(5, "about 5 minutes")),
    });
    const storage = new MemoryStorage({
      "museum:queue": JSON.stringify({
        token: TOKEN,
        visiting: true,
        at: Date.now() - QUEUE_TOKEN_SECONDS * 1000,
      }),
    });
    const { location } = renderShop("/start?lang=en", { storage });
    await waitFor(() => expect(location()).toBe("/waiting-room?to=%2Fstart%3Flang%3Den"));
  });

  it("sends a visitor to the waiting room when it opened after the page loaded", async () => {
    stubApi({
      "GET /api/v1/shop": () => json(shopAnswer({ storageKeyPrefix: "museum" })),
      "POST /api/v1/cart": () => refusalAnswer("queue_required"),
      "POST /api/v1/queue": () => json({ token: TOKEN, ...waiting(2, "about 2 minutes") }, 201),
    });
    const { location } = renderShop("/start?lang=en");
    await screen.findByRole("heading", { level: 1, name: "Welcome" });
    await expect(
      apiRequest({ path: "/cart", method: "POST", locale: "en", body: { items: [] } }),
    ).rejects.toMatchObject({ code: "queue_required" });
    await waitFor(() => expect(location()).toBe("/waiting-room?to=%2Fstart%3Flang%3Den"));
    await waitFor(async () =>
      expect(await placeOnPage()).toHaveTextContent("You are number 2 in the queue."),
    );
  });

  it("says when entering failed, and tries again", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    let attempts = 0;
    stubApi({
      "GET /api/v1/shop": () => json(shopAnswer(QUEUE_ON)),
      "POST /api/v1/queue": () => {
        attempts += 1;
        return attempts === 1
          ? refusalAnswer("rate_limit", { retryAfter: 10 })
          : json({ token: TOKEN, ...waiting(7, "about 7 minutes") }, 201);
      },
    });
    renderShop("/waiting-room?lang=en");
    const status = await placeOnPage();
    await waitFor(() =>
      expect(status).toHaveTextContent("We could not place you in the queue just now."),
    );
    await vi.advanceTimersByTimeAsync(QUEUE_CHECK_SECONDS * 1000);
    await waitFor(() => expect(status).toHaveTextContent("You are number 7 in the queue."));
  });

  it("lets the visitor leave the line and queue again, and shows the token's state with ?debug", async () => {
    const api = stubApi({
      "GET /api/v1/shop": () => json(shopAnswer(QUEUE_ON)),
      "POST /api/v1/queue": () => json({ token: TOKEN, ...waiting(2, "about 2 minutes") }, 201),
      "DELETE /api/v1/queue": () => new Response(null, { status: 204 }),
    });
    renderShop("/waiting-room?lang=en&debug");
    const status = await placeOnPage();
    await waitFor(() => expect(status).toHaveTextContent("You are number 2 in the queue."));
    expect(screen.getByRole("heading", { level: 2, name: "State for the venue's staff" }));
    expect(screen.getByText(TOKEN)).toBeInTheDocument();

    const button = screen.getByRole("button", { name: "Leave the queue" });
    await userEvent.click(button);
    await waitFor(() => expect(status).toHaveTextContent("You have left the queue."));
    // The same button queues again: the focus stays on it (WCAG 2.4.3).
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName("Queue again");
    const left = api.callsTo("/queue").find((call) => call.method === "DELETE");
    expect(new Headers(left?.init?.headers).get("Authorization")).toBe(`Bearer ${TOKEN}`);

    await userEvent.click(button);
    await waitFor(() => expect(status).toHaveTextContent("You are number 2 in the queue."));
    expect(button).toHaveFocus();
    expect(api.callsTo("/queue").filter((call) => call.method === "POST")).toHaveLength(2);
    expect(await axeViolations()).toEqual([]);
  });
});
