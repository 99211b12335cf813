// The issue 34, Deliver 4: in the widget's frame no cookie arrives, so the shop's API calls carry
// the embed marker and the tokens the API handed out in headers; nothing else changes.
import { EMBED_HEADERS } from "@shop/core/constants";
import { describe, expect, it, vi } from "vitest";
import { embedFetch, type TokenStore } from "./embed-mode";

const ORIGIN = "http://localhost:3000";

function memoryStore(
  entries: Record<string, string> = {},
): TokenStore & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get: (header) => map.get(header) ?? null,
    set: (header, token) => (token === "" ? map.delete(header) : map.set(header, token)),
  };
}

describe("given the shop in the widget's frame", () => {
  it("marks its API calls and sends the tokens it keeps", async () => {
    const fetcher = vi.fn(async (_request: Request) => new Response("{}"));
    const store = memoryStore({ [EMBED_HEADERS.visitor]: "v.1", [EMBED_HEADERS.queue]: "q.1" });
    await embedFetch(
      fetcher as typeof fetch,
      ORIGIN,
      store,
    )(`${ORIGIN}/api/v1/shop`, {
      headers: { Accept: "application/json" },
    });
    const sent = fetcher.mock.calls[0]?.[0];
    expect(sent?.headers.get(EMBED_HEADERS.marker)).toBe("1");
    expect(sent?.headers.get(EMBED_HEADERS.visitor)).toBe("v.1");
    // the waiting room's token: the holds and cart writes it guards pass in the frame too
    expect(sent?.headers.get(EMBED_HEADERS.queue)).toBe("q.1");
    expect(sent?.headers.has(EMBED_HEADERS.session)).toBe(false);
    expect(sent?.headers.get("accept")).toBe("application/json");
  });

  it("keeps the tokens an answer hands out, and forgets an ended session", async () => {
    const store = memoryStore({ [EMBED_HEADERS.session]: "old" });
    const answer = (headers: Record<string, string>) =>
      embedFetch(
        async () => new Response("{}", { headers }),
        ORIGIN,
        store,
      )(`${ORIGIN}/api/v1/auth/guest`, { method: "POST" });
    await answer({
      [EMBED_HEADERS.session]: "new",
      [EMBED_HEADERS.visitor]: "v.2",
      [EMBED_HEADERS.queue]: "q.3",
    });
    expect(Object.fromEntries(store.map)).toEqual({
      [EMBED_HEADERS.session]: "new",
      [EMBED_HEADERS.visitor]: "v.2",
      [EMBED_HEADERS.queue]: "q.3",
    });
    await answer({ [EMBED_HEADERS.session]: "" });
    expect(store.map.has(EMBED_HEADERS.session)).toBe(false);
  });

  it("sends calls elsewhere, and the shop's own files, as they are", async () => {
    const fetcher = vi.fn(async (_request: Request) => new Response("{}"));
    const store = memoryStore({ [EMBED_HEADERS.session]: "secret" });
    const embedded = embedFetch(fetcher as typeof fetch, ORIGIN, store);
    await embedded("https://elsewhere.example.org/api/v1/shop");
    await embedded(`${ORIGIN}/assets/chunk.js`);
    for (const [request] of fetcher.mock.calls) {
      expect(request.headers.has(EMBED_HEADERS.session)).toBe(false);
      expect(request.headers.has(EMBED_HEADERS.marker)).toBe(false);
    }
  });
});
