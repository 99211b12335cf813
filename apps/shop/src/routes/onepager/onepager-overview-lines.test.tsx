// Issue 27 item 2: the one-pager's overview names date, time and museum of every line, so two
// clicks no longer buy a ticket whose house and day the visitor never saw. The overview is the
// checkout's summary (CartPriceRows), read from the server's price. Through the real shop with
// only fetch stubbed.
import type { CartAnswer } from "@shop/core/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import {
  ADDRESSES,
  COUNTRIES,
  cartAnswer,
  customer,
  PAYMENT_MODES,
} from "../../test/checkout-fixtures";
import { errorAnswer, json, shopAnswer } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";
import { ADULT, capacity, group, stubTicketFlow, TODAY } from "../../test/ticket-fixtures";

vi.setConfig({ testTimeout: 30_000 });

/** The held adult ticket as the server prices it: its museum, day and start time. */
function pricedWithMuseum(): CartAnswer {
  const answer = cartAnswer(1400);
  return {
    ...answer,
    items: answer.items.map((item) => ({
      ...item,
      info: {
        ...item.info,
        name: "Erwachsene",
        museums: ["Kunsthalle"],
        meta: { startDate: "2030-06-14", startTime: "10:30", validFrom: null },
      },
    })),
  };
}

describe("given the one-pager's overview", () => {
  it("names the museum, day and time of every line", async () => {
    stubTicketFlow({
      tickets: [ADULT],
      groups: [group({ name: "day", order: 1, ticket_ids: [ADULT.id] })],
      capacities: [capacity(ADULT, TODAY, 80)],
      extra: {
        "GET /api/v1/shop": () =>
          json({
            ...shopAnswer({ navigation: { onepager: { enabled: true } } }),
            payment_modes: PAYMENT_MODES,
          }),
        "GET /api/v1/countries": () => json(COUNTRIES),
        "GET /api/v1/auth/validate_token": () =>
          errorAnswer(401, "Unauthorized", "unauthorized", "Sign-in needed"),
        "POST /api/v1/auth/guest": () => json({ data: customer(10) }, 201, "Created"),
        "GET /api/v1/customer/customer_addresses": () => json(ADDRESSES),
        "POST /api/v1/tickets/reservations": (_url, init) => {
          const body = JSON.parse(String(init?.body));
          return json(
            {
              token: "hold-token-000000000001",
              valid_until: "2030-06-01T08:30:00.000Z",
              ticket_id: body.ticket_id,
              quantity: body.quantity,
              date: body.date ?? TODAY,
              time: null,
            },
            201,
            "Created",
          );
        },
        "POST /api/v1/cart": () => json(pricedWithMuseum()),
      },
    });
    renderShop("/onepager?lang=de");
    const user = userEvent.setup();
    await screen.findByRole("combobox", { name: `Anzahl: ${ADULT.title}` });
    await user.type(screen.getByRole("textbox", { name: /^Vorname/ }), "Ada");
    await user.type(screen.getByRole("textbox", { name: /^Nachname/ }), "Lovelace");
    await user.type(screen.getByRole("textbox", { name: /^E-Mail/ }), "ada@example.org");
    await user.type(screen.getByRole("textbox", { name: /^Straße/ }), "Parkweg 3");
    await user.type(screen.getByRole("textbox", { name: /^Postleitzahl/ }), "10115");
    await user.type(screen.getByRole("textbox", { name: /^Ort/ }), "Berlin");
    await user.click(screen.getByRole("button", { name: "Weiter" }));

    const overview = await screen.findByRole("region", { name: "Ihre Bestellung" });
    const [line] = [...overview.querySelectorAll("dt")].map((term) => term.textContent);
    expect(line).toBe(
      "1 × ErwachseneMuseum: Kunsthalle · Tag: Fr., 14. Juni 2030 · Uhrzeit: 10:30",
    );
    expect(await axeViolations()).toEqual([]);
  });
});
