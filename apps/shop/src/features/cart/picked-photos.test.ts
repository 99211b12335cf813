// The issue "annual tickets", Deliver 2: once the order is placed, each photo picked for an
// attendee is uploaded to its line (by position) and attendee, with the order token.
import type { CartItemInput } from "@shop/core/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorAnswer, json, stubApi } from "../../test/fetch-stub";
import { pickedPhotos, uploadPickedPhotos } from "./picked-photos";

const TOKEN = "Zt7kR2mW9xQpL4vN8cYbHgZt7kR2mW9xQpL4vN8cYbH";
const ANSWER = {
  photo_url: "http://shop.test/api/v1/orders/1001/items/1/attendees/0/photo?token=x",
  photo_preview_url:
    "http://shop.test/api/v1/orders/1001/items/1/attendees/0/photo?token=x&size=preview",
};
const photo = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: "image/jpeg" });

const items: CartItemInput[] = [
  { type: "Annual", attributes: { id: 40, quantity: 1 } },
  {
    type: "Ticket",
    attributes: {
      id: 14,
      date: "2030-06-14",
      quantity: 2,
      attendees: [
        { name: "Ada", surname: "Lovelace" },
        { name: "Alan", surname: "Turing" },
      ],
    },
  },
];

afterEach(() => {
  pickedPhotos.clear();
  vi.unstubAllGlobals();
});

describe("uploading the picked photos", () => {
  it("sends each to its line and attendee with the order token, the image as the body", async () => {
    const ada = photo("ada.jpg");
    const alan = photo("alan.jpg");
    pickedPhotos.set({ id: 14, date: "2030-06-14" }, 0, ada);
    pickedPhotos.set({ id: 14, date: "2030-06-14" }, 1, alan);
    const api = stubApi({
      "POST /api/v1/orders/1001/items/1/attendees/0/photo": () => json(ANSWER),
      "POST /api/v1/orders/1001/items/1/attendees/1/photo": () => json(ANSWER),
    });

    expect(await uploadPickedPhotos("en", { id: 1001, token: TOKEN }, items)).toBe(0);

    const calls = api.calls.filter((call) => call.url.pathname.endsWith("/photo"));
    expect(calls.map((call) => [call.url.pathname, call.init?.body])).toEqual([
      ["/api/v1/orders/1001/items/1/attendees/0/photo", ada],
      ["/api/v1/orders/1001/items/1/attendees/1/photo", alan],
    ]);
    expect(calls.every((call) => call.url.searchParams.get("token") === TOKEN)).toBe(true);
  });

  it("tries one the server failed once more, and counts what still failed", async () => {
    pickedPhotos.set({ id: 14, date: "2030-06-14" }, 0, photo("ada.jpg"));
    let tries = 0;
    stubApi({
      "POST /api/v1/orders/1001/items/1/attendees/0/photo": () => {
        tries += 1;
        return errorAnswer(503, "Service Unavailable", "unavailable", "The database is away");
      },
    });

    expect(await uploadPickedPhotos("en", { id: 1001, token: TOKEN }, items)).toBe(1);
    expect(tries).toBe(2);
  });

  it("does not try a refused one again, and forgets the photos it uploaded", async () => {
    const line = { id: 14, date: "2030-06-14" };
    pickedPhotos.set(line, 0, photo("ada.jpg"));
    pickedPhotos.set(line, 1, photo("alan.jpg"));
    let tries = 0;
    stubApi({
      "POST /api/v1/orders/1001/items/1/attendees/0/photo": () => {
        tries += 1;
        return errorAnswer(404, "Not Found", "not_found", "No such order");
      },
      "POST /api/v1/orders/1001/items/1/attendees/1/photo": () => json(ANSWER),
    });

    expect(await uploadPickedPhotos("en", { id: 1001, token: TOKEN }, items)).toBe(1);
    expect(tries).toBe(1);
    expect(pickedPhotos.get(line, 1)).toBeUndefined();
    expect(pickedPhotos.get(line, 0)).toBeDefined();
  });

  it("sends nothing without picked photos", async () => {
    const api = stubApi({});
    expect(await uploadPickedPhotos("en", { id: 1001, token: TOKEN }, items)).toBe(0);
    expect(api.calls).toHaveLength(0);
  });
});
