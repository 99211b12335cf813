// The issue 34, Deliver 2: the door's scanner page. A device is signed in with its key (checked
// with GET /check_in/device, kept in the browser); a typed code is sent with the key as a
// bearer token and answered in large green or red as an alert, its reason in words, while focus
// stays in the emptied field; the last scans and the day's counts show. A key the server
// refuses says so and is not kept.
import type { ScanResult } from "@shop/core/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { json, refusalAnswer, shopAnswer, stubApi } from "../../test/fetch-stub";
import { MemoryStorage } from "../../test/memory-storage";
import { renderShop } from "../../test/render-shop";

const KEY = "cd_ZYjZgbZpacOBp4vksYrxtakJXfY4OOimNN29u-trclQ";
const CODE = "T2.t.1001.5001.12.1.2.20300614.1000.-.signature";
const ADMISSION = {
  kind: "ticket" as const,
  order_id: 1001,
  item_id: 5001,
  person: 1,
  persons: 2,
  title: "Licht und Wasser",
  label: "Erwachsene",
  date: "2030-06-14",
  slot: "10:00",
  seat: null,
};
const COUNTS = {
  day: "2030-06-14",
  slots: [
    {
      kind: "ticket" as const,
      product_id: 12,
      title: "Licht und Wasser",
      slot: "10:00",
      expected: 2,
      admitted: 1,
    },
  ],
  expected: 2,
  admitted: 1,
  undated_admitted: 0,
};

function stubDoor(answers: ScanResult[]) {
  return stubApi({
    "GET /api/v1/shop": () => json(shopAnswer()),
    "GET /api/v1/check_in/device": () => json({ id: 3, name: "Eingang Nord" }),
    "GET /api/v1/check_in/counts": () => json(COUNTS),
    "POST /api/v1/check_in/scans": () => json(answers.shift()),
  });
}

describe("the door's scanner page", () => {
  it("signs a device in with its key and keeps it", async () => {
    const api = stubDoor([]);
    const user = userEvent.setup();
    const { storage } = renderShop("/staff/check-in");
    await screen.findByRole("heading", { level: 1, name: "Einlass" });
    expect(await axeViolations()).toEqual([]);
    // a key of another form is refused before anything is sent, the alert focused
    await user.type(screen.getByLabelText(/Geräteschlüssel/), "falsch");
    await user.click(screen.getByRole("button", { name: "Anmelden" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Bitte geben Sie einen Geräteschlüssel ein.");
    expect(alert).toHaveFocus();
    expect(api.callsTo("/check_in/device")).toEqual([]);

    await user.clear(screen.getByLabelText(/Geräteschlüssel/));
    await user.type(screen.getByLabelText(/Geräteschlüssel/), KEY);
    await user.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(await screen.findByText("Gerät: Eingang Nord")).toBeInTheDocument();
    const asked = api.callsTo("/check_in/device")[0];
    expect(new Headers(asked?.init?.headers).get("Authorization")).toBe(`Bearer ${KEY}`);
    expect(JSON.parse(storage.getItem("shop:check-in-device") ?? "")).toBe(KEY);
  });

  it("says a refused key and keeps none", async () => {
    stubApi({
      "GET /api/v1/shop": () => json(shopAnswer()),
      "GET /api/v1/check_in/device": () => refusalAnswer("unauthorized"),
    });
    const user = userEvent.setup();
    const { storage } = renderShop("/staff/check-in");
    await user.type(await screen.findByLabelText(/Geräteschlüssel/), KEY);
    await user.click(screen.getByRole("button", { name: "Anmelden" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent(/gilt nicht oder wurde gesperrt/));
    expect(alert).toHaveFocus();
    expect(storage.getItem("shop:check-in-device")).toBeNull();
  });

  it("answers a typed code in green, then in red with when and where it was used", async () => {
    const api = stubDoor([
      { result: "valid", reason: null, admission: ADMISSION, used: null },
      {
        result: "refused",
        reason: "already_used",
        admission: ADMISSION,
        used: { at: "2030-06-14T08:02:00Z", device: "Eingang Süd" },
      },
    ]);
    const storage = new MemoryStorage();
    storage.setItem("shop:check-in-device", JSON.stringify(KEY));
    const user = userEvent.setup();
    renderShop("/staff/check-in", { storage });
    const field = await screen.findByLabelText(/Code eingeben/);
    await user.type(field, `${CODE}{Enter}`);
    const green = await screen.findByRole("alert");
    expect(green).toHaveAttribute("data-result", "valid");
    expect(green).toHaveTextContent("Einlass");
    expect(green).toHaveTextContent("Erwachsene, Person 1 von 2");
    expect(green).toHaveTextContent("10:00 Uhr");
    await waitFor(() => expect(field).toHaveValue(""));
    expect(field).toHaveFocus();
    const sent = api.callsTo("/check_in/scans")[0];
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ code: CODE });
    expect(new Headers(sent?.init?.headers).get("Authorization")).toBe(`Bearer ${KEY}`);
    expect(await axeViolations()).toEqual([]);

    await user.type(field, `${CODE}{Enter}`);
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveAttribute("data-result", "refused"),
    );
    const red = screen.getByRole("alert");
    expect(red).toHaveTextContent("Kein Einlass");
    expect(red).toHaveTextContent("Bereits benutzt um 10:02 Uhr an „Eingang Süd“.");
    const last = screen.getByRole("region", { name: "Letzte Scans" });
    expect(within(last).getAllByRole("listitem")).toHaveLength(2);
    const counts = screen.getByRole("table");
    expect(within(counts).getByRole("row", { name: /10:00 Licht und Wasser 1 2/ })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});
