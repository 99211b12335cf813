// The issue 34, Deliver 2: the door's scanner page. A device is signed in with its key (checked
// with GET /check_in/device, kept in the browser); a typed code is sent with the key as a
// bearer token and answered in large green or red as an alert, its reason in words, while focus
// stays in the emptied field; the last scans and the day's counts show. A key the server
// refuses says so and is not kept. Without network the page judges codes itself from the day's
// signed list and the public key, and uploads what it let in once the server answers again.
import { generateKeyPairSync, sign } from "node:crypto";
import { CHECK_IN_LIST_CONTEXT, type ScanResult } from "@shop/core/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
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

// The shop's key pair of this test: the list and the codes are signed as the server signs them.
const KEYS = generateKeyPairSync("ed25519");
const JWK = KEYS.publicKey.export({ format: "jwk" }) as { kty: "OKP"; crv: "Ed25519"; x: string };
const signed = (text: string) =>
  sign(null, Buffer.from(text), KEYS.privateKey).toString("base64url");
const codeOf = (person: number) => {
  const payload = `T2.t.1001.5001.12.${person}.2.20300614.1000.-`;
  return `${payload}.${signed(payload)}`;
};
const LIST_PAYLOAD = JSON.stringify({
  day: "2030-06-14",
  generated_at: "2030-06-14T07:55:00.000Z",
  window: { beforeMinutes: 30, afterMinutes: 90 },
  entries: [
    {
      order_id: 1001,
      item_id: 5001,
      kind: "ticket",
      product_id: 12,
      title: "Licht und Wasser",
      persons: 2,
      date: "2030-06-14",
      slot: "10:00",
      canceled: false,
      used: [],
    },
  ],
});
// 10:05 in Berlin on the list's day.
const AT_THE_DOOR = new Date("2030-06-14T08:05:00Z");

afterEach(() => {
  vi.useRealTimers();
});

describe("the door without network", () => {
  it("judges codes from the day's signed list and uploads what it let in", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"], shouldAdvanceTime: true });
    let online = false;
    const api = stubApi({
      "GET /api/v1/shop": () => json(shopAnswer()),
      "GET /api/v1/check_in/device": () => json({ id: 3, name: "Eingang Nord" }),
      "GET /api/v1/check_in/counts": () => json(COUNTS),
      "GET /api/v1/check_in/list": () =>
        json({ payload: LIST_PAYLOAD, signature: signed(CHECK_IN_LIST_CONTEXT + LIST_PAYLOAD) }),
      "GET /api/v1/ticket_codes/public_key": () =>
        json({
          algorithm: "Ed25519",
          layout: "T2",
          public_key_pem: String(KEYS.publicKey.export({ type: "spki", format: "pem" })),
          public_key_jwk: JWK,
        }),
      "POST /api/v1/check_in/scans": () => {
        throw new TypeError("Failed to fetch");
      },
      "POST /api/v1/check_in/offline_scans": () => {
        if (!online) throw new TypeError("Failed to fetch");
        return json({
          results: [{ index: 0, outcome: "recorded", reason: null, other: null }],
          recorded: 1,
          conflicts: 0,
          refused: 0,
        });
      },
    });
    const storage = new MemoryStorage();
    storage.setItem("shop:check-in-device", JSON.stringify(KEY));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderShop("/staff/check-in", { storage, now: AT_THE_DOOR });
    expect(await screen.findByText(/Bereit, auch ohne Netz zu prüfen/)).toBeInTheDocument();
    const field = await screen.findByLabelText(/Code eingeben/);

    await user.type(field, `${codeOf(1)}{Enter}`);
    const green = await screen.findByRole("alert");
    expect(green).toHaveAttribute("data-result", "valid");
    expect(green).toHaveTextContent("Person 1 von 2");
    expect(green).toHaveTextContent("Ohne Netz geprüft");
    expect(
      await screen.findByText("1 Person ohne Netz eingelassen, noch nicht übertragen."),
    ).toBeInTheDocument();

    // the same code again: used here, offline
    await user.type(field, `${codeOf(1)}{Enter}`);
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveAttribute("data-reason", "already_used"),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("„Eingang Nord“");
    // a code changed by hand: its signature fails here too
    await user.type(field, `${codeOf(2).replace(".2.2.", ".1.2.")}{Enter}`);
    await waitFor(() => expect(screen.getByRole("alert")).toHaveAttribute("data-reason", "forged"));
    expect(await axeViolations()).toEqual([]);

    // the network is back: the kept scan goes up within 15 s, as it was scanned
    online = true;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(
      await screen.findByText(
        /Ohne Netz Gescanntes übertragen: 1 erfasst, 0 auch an anderer Stelle/,
      ),
    ).toBeInTheDocument();
    const uploads = api.callsTo("/check_in/offline_scans");
    expect(JSON.parse(String(uploads.at(-1)?.init?.body))).toEqual({
      scans: [{ code: codeOf(1), scanned_at: AT_THE_DOOR.toISOString() }],
    });
    expect(JSON.parse(storage.getItem("shop:check-in-pending") ?? "")).toEqual([]);
    expect(screen.queryByText(/noch nicht übertragen/)).toBeNull();
  });
  it("asks before a sign-out would lose scans not sent yet, and stays signed in when told", async () => {
    stubApi({
      "GET /api/v1/shop": () => json(shopAnswer()),
      "GET /api/v1/check_in/device": () => json({ id: 3, name: "Eingang Nord" }),
      "GET /api/v1/check_in/counts": () => json(COUNTS),
      "POST /api/v1/check_in/offline_scans": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const pending = [{ code: CODE, scanned_at: AT_THE_DOOR.toISOString() }];
    const storage = new MemoryStorage();
    storage.setItem("shop:check-in-device", JSON.stringify(KEY));
    storage.setItem("shop:check-in-pending", JSON.stringify(pending));
    const user = userEvent.setup();
    renderShop("/staff/check-in", { storage, now: AT_THE_DOOR });
    expect(await screen.findByText("Gerät: Eingang Nord")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Gerät abmelden" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "1 Person wurde ohne Netz eingelassen und noch nicht übertragen. Wer jetzt abmeldet, verliert diese Scans.",
    );
    expect(alert).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(alert).getByRole("button", { name: "Angemeldet bleiben" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(JSON.parse(storage.getItem("shop:check-in-pending") ?? "")).toEqual(pending);
    expect(screen.getByText("Gerät: Eingang Nord")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Gerät abmelden" }));
    await user.click(
      within(await screen.findByRole("alert")).getByRole("button", { name: "Trotzdem abmelden" }),
    );
    expect(await screen.findByLabelText(/Geräteschlüssel/)).toBeInTheDocument();
    expect(storage.getItem("shop:check-in-device")).toBeNull();
    expect(storage.getItem("shop:check-in-pending")).toBeNull();
  });
});
