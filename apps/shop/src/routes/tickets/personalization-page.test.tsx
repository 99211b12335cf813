// spec selling-core §2 shop.tickets.personalization, §5: every attendee field is required, the
// alert takes the focus, valid names go into the cart lines and the visitor goes on to /cart.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pickedPhotos } from "../../features/cart/picked-photos";
import { axeViolations } from "../../test/axe";
import { ticketFixture } from "../../test/cart-ticket-fixture";
import { json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { MemoryStorage, renderCartArea, TEST_NOW } from "../../test/render-cart-area";

vi.setConfig({ testTimeout: 20_000 });

const KEY = "museum:cart";
const minutes = (m: number) => new Date(TEST_NOW.getTime() + m * 60_000).toISOString();

function storage() {
  const line = (id: number, quantity: number, n: number) => ({
    type: "Ticket",
    attributes: { id, date: "2030-06-14", quantity },
    reservations: [
      { token: `hold-token-${String(n).padStart(11, "0")}`, valid_until: minutes(20) },
    ],
    updated_at: minutes(-1),
  });
  return new MemoryStorage({ [KEY]: JSON.stringify({ items: [line(12, 1, 1), line(14, 2, 2)] }) });
}

// The step sits in the tickets flow, whose container loads the ticket list and groups first.
function api(photo: "mandatory" | "optional" | "none" = "none") {
  const adult = ticketFixture(12, false, { title: "Adult" });
  const workshop = ticketFixture(14, true, { title: "Workshop", photo_mandatory: photo });
  stubApi({
    "GET /api/v1/shop": () => json(shopAnswer({ storageKeyPrefix: "museum" })),
    "GET /api/v1/tickets": () => json({ data: [adult, workshop], meta: { total_count: 2 } }),
    "GET /api/v1/tickets/groups": () => json({ data: [] }),
    "GET /api/v1/tickets/12": () => json(adult),
    "GET /api/v1/tickets/14": () => json(workshop),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("given a cart line whose ticket asks for attendees", () => {
  it("asks one name per ticket, requires every field and moves focus to the alert", async () => {
    const user = userEvent.setup();
    api();
    const store = storage();
    renderCartArea("/tickets/personalization", { storage: store });

    const section = await screen.findByRole("region", { name: /Workshop/ });
    expect(within(section).getAllByRole("group")).toHaveLength(2);
    // the ticket without attendees gets no form
    expect(screen.queryByRole("region", { name: /Adult/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);

    const first = within(section).getByRole("group", { name: "Workshop: person 1 of 2" });
    await user.type(within(first).getByRole("textbox", { name: /First name/ }), "Ada");
    await user.click(screen.getByRole("button", { name: "Continue to the cart" }));

    const alert = await screen.findByRole("alert", { name: "" });
    expect(alert).toHaveTextContent("Please fill in the marked fields.");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(first).getByRole("textbox", { name: /Last name/ })).toHaveAccessibleDescription(
      /.+/,
    );
    // nothing saved: the line has no attendees yet
    expect(JSON.parse(store.getItem(KEY) ?? "{}").items[1].attributes.attendees ?? []).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("saves the names into the cart line and continues to the cart", async () => {
    const user = userEvent.setup();
    api();
    const store = storage();
    const view = renderCartArea("/tickets/personalization?itemIndex=1", { storage: store });
    const section = await screen.findByRole("region", { name: /Workshop/ });
    const people = within(section).getAllByRole("group");
    const names = [
      { group: people[0], name: "Ada", surname: "Lovelace" },
      { group: people[1], name: "Alan", surname: "Turing" },
    ];
    for (const { group, name, surname } of names) {
      if (!group) throw new Error("one form per ticket expected");
      await user.type(within(group).getByRole("textbox", { name: /First name/ }), name);
      await user.type(within(group).getByRole("textbox", { name: /Last name/ }), surname);
    }

    await user.click(screen.getByRole("button", { name: "Continue to the cart" }));

    await waitFor(() => expect(view.location()).toBe("/cart"));
    expect(JSON.parse(store.getItem(KEY) ?? "{}").items[1].attributes.attendees).toEqual([
      { name: "Ada", surname: "Lovelace" },
      { name: "Alan", surname: "Turing" },
    ]);
  });
});

describe.each([
  ["mandatory", true],
  ["optional", false],
] as const)("given a ticket whose photo is %s", (photo, required) => {
  it(required ? "refuses names without a photo" : "takes names without a photo", async () => {
    const user = userEvent.setup();
    api(photo);
    const store = storage();
    const view = renderCartArea("/tickets/personalization?itemIndex=1", { storage: store });
    const section = await screen.findByRole("region", { name: /Workshop/ });
    for (const group of within(section).getAllByRole("group")) {
      await user.type(within(group).getByRole("textbox", { name: /First name/ }), "Ada");
      await user.type(within(group).getByRole("textbox", { name: /Last name/ }), "Lovelace");
    }
    await user.click(screen.getByRole("button", { name: "Continue to the cart" }));
    if (required) {
      expect(await screen.findByRole("alert", { name: "" })).toHaveFocus();
      expect(view.location()).toBe("/tickets/personalization");
    } else {
      await waitFor(() => expect(view.location()).toBe("/cart"));
    }
  });
});

// The issue "annual tickets", Deliver 2: the photos picked here go with the order
// (features/checkout/upload-photos.ts); this window keeps them until then.
describe("given photos picked for the attendees", () => {
  afterEach(() => {
    pickedPhotos.clear();
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });

  it("keeps each photo by line and attendee for the order, and shows it again on return", async () => {
    URL.createObjectURL = vi.fn(() => "blob:photo");
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    api("mandatory");
    const store = storage();
    const view = renderCartArea("/tickets/personalization?itemIndex=1", { storage: store });
    const section = await screen.findByRole("region", { name: /Workshop/ });
    const photos = [
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "ada.jpg", { type: "image/jpeg" }),
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "alan.jpg", { type: "image/jpeg" }),
    ];
    const groups = within(section).getAllByRole("group");
    for (const [at, group] of groups.entries()) {
      await user.type(within(group).getByRole("textbox", { name: /First name/ }), "Ada");
      await user.type(within(group).getByRole("textbox", { name: /Last name/ }), "Lovelace");
      const input = group.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input || !photos[at]) throw new Error("a photo field per attendee expected");
      await user.upload(input, photos[at]);
      await within(group).findByRole("img");
    }
    await user.click(screen.getByRole("button", { name: "Continue to the cart" }));

    await waitFor(() => expect(view.location()).toBe("/cart"));
    const line = JSON.parse(store.getItem(KEY) ?? "{}").items[1].attributes;
    expect(pickedPhotos.get(line, 0)).toBe(photos[0]);
    expect(pickedPhotos.get(line, 1)).toBe(photos[1]);
  });
});
