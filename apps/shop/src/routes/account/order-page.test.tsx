// The issue 33, Deliver 1: the order page /order/{id}/{token}. The token is the only proof: the
// page reads the order with it, signed out, and a wrong or cut link says so; a paid order lists
// its documents, sends its confirmation again (the address named as the server hides it, a
// refusal said and focused), and after the visit takes one rating through the field kit.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { ORDER_TOKEN, order } from "../../test/checkout-fixtures";
import { json, refusalAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop, TEST_NOW } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const URL_OF_PAGE = `/order/1001/${ORDER_TOKEN}?lang=en`;
// TEST_NOW is 2030-06-01; the ticket is for that day unless told.
const paid = (change: Parameters<typeof order>[0] = {}) =>
  order({
    is_valid: true,
    payment_status: 30,
    items: [
      {
        id: 5001,
        type: "ticket",
        price_cents: 1200,
        total_cents: 2400,
        attributes: {
          id: 12,
          title: "Adult day ticket",
          quantity: 2,
          ticket_type: "normal",
          date: "2030-06-01",
        },
        after_sale_information: null,
        canceled: false,
        thumbnail: null,
      },
    ],
    ...change,
  });

describe("given the order page of a paid order", () => {
  it("reads the order with the link's token and lists its documents, signed out", async () => {
    const api = stubApi({ "GET /api/v1/orders/1001": () => json(paid()) });
    renderShop(URL_OF_PAGE);

    expect(await screen.findByRole("heading", { level: 1, name: "Order 1001" })).toBeVisible();
    expect(api.callsTo("/orders/1001")[0]?.url.searchParams.get("token")).toBe(ORDER_TOKEN);
    expect(screen.getByText(/The order is paid/)).toBeVisible();
    expect(screen.getByText("Paid")).toBeVisible();
    const pdf = screen.getByRole("link", { name: "Download tickets as PDF: Adult day ticket" });
    expect(pdf.getAttribute("href")).toContain(
      `/api/v1/orders/1001/tickets/5001.pdf?token=${ORDER_TOKEN}`,
    );
    // the issue 33, Deliver 3: the line's calendar file and the whole order's
    const line = screen.getByRole("link", { name: "Add to calendar: Adult day ticket" });
    expect(line.getAttribute("href")).toBe(
      `/api/v1/orders/1001/calendar/5001.ics?token=${ORDER_TOKEN}&locale=en`,
    );
    const all = screen.getByRole("link", { name: "Add all visits of the order to your calendar" });
    expect(all.getAttribute("href")).toBe(
      `/api/v1/orders/1001/calendar.ics?token=${ORDER_TOKEN}&locale=en`,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("lists the invoice and a cancellation invoice to download, none without", async () => {
    const invoices = [
      { id: 7, kind: "invoice" as const, number: "RE-000042", issued_at: "2030-06-01T08:00:00Z" },
      {
        id: 9,
        kind: "cancellation" as const,
        number: "ST-000003",
        issued_at: "2030-06-03T09:00:00Z",
      },
    ];
    stubApi({ "GET /api/v1/orders/1001": () => json(paid({ invoices })) });
    const { unmount } = renderShop(URL_OF_PAGE);
    const section = await screen.findByRole("region", { name: "Invoices" });
    const invoice = within(section).getByRole("link", {
      name: "Invoice RE-000042 of 1 Jun 2030 (PDF)",
    });
    expect(invoice.getAttribute("href")).toBe(
      `/api/v1/orders/1001/invoices/7.pdf?token=${ORDER_TOKEN}&locale=en`,
    );
    const cancellation = within(section).getByRole("link", {
      name: "Cancellation invoice ST-000003 of 3 Jun 2030 (PDF)",
    });
    expect(cancellation.getAttribute("href")).toBe(
      `/api/v1/orders/1001/invoices/9.pdf?token=${ORDER_TOKEN}&locale=en`,
    );
    expect(await axeViolations()).toEqual([]);
    unmount();

    stubApi({ "GET /api/v1/orders/1001": () => json(paid()) });
    renderShop(URL_OF_PAGE);
    expect(await screen.findByRole("heading", { level: 1, name: "Order 1001" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Invoices" })).toBeNull();
  });

  it("sends the confirmation again and names where it went", async () => {
    const api = stubApi({
      "GET /api/v1/orders/1001": () => json(paid()),
      "POST /api/v1/orders/1001/confirmation": () => json({ email: "m***@example.org" }, 202),
    });
    renderShop(URL_OF_PAGE);
    await userEvent.click(
      await screen.findByRole("button", { name: "Send the confirmation again" }),
    );

    expect(
      await screen.findByText("The confirmation is on its way to m***@example.org."),
    ).toHaveAttribute("role", "status");
    const [call] = api.callsTo("/orders/1001/confirmation");
    expect(call?.url.searchParams.get("token")).toBe(ORDER_TOKEN);
  });

  it("says a refused resend in the refusal's words and moves the focus there", async () => {
    stubApi({
      "GET /api/v1/orders/1001": () => json(paid()),
      "POST /api/v1/orders/1001/confirmation": () =>
        refusalAnswer("rate_limit", { retryAfter: 1800 }),
    });
    renderShop(URL_OF_PAGE);
    await userEvent.click(
      await screen.findByRole("button", { name: "Send the confirmation again" }),
    );

    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent(
      "Too many requests in a short time. Please try again in 1,800 seconds.",
    );
  });

  it("offers no resend for an order not paid yet", async () => {
    stubApi({ "GET /api/v1/orders/1001": () => json(order()) });
    renderShop(URL_OF_PAGE);
    expect(await screen.findByText(/The payment is still outstanding/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Send the confirmation again" })).toBeNull();
    // no documents before the payment: no calendar file either
    expect(screen.queryByRole("link", { name: /calendar/ })).toBeNull();
    expect(screen.queryByRole("heading", { name: "How was your visit?" })).toBeNull();
  });
});

describe("given a link that names no order of its token", () => {
  it("says a token cut to a shape the server refuses (422 naming it) the same way", async () => {
    stubApi({
      "GET /api/v1/orders/1001": () =>
        refusalAnswer("validation", { fields: { token: ["Too small"] } }),
    });
    renderShop("/order/1001/Zt7kR2?lang=en");
    expect(await screen.findByText(/link is incomplete or no longer valid/)).toBeVisible();
  });

  it("says the link is cut or not valid, and offers the start page", async () => {
    stubApi({
      "GET /api/v1/orders/1001": () => refusalAnswer("not_found", { message: "No such order" }),
    });
    renderShop(URL_OF_PAGE);
    expect(await screen.findByRole("heading", { level: 1, name: "Order 1001" })).toBeVisible();
    expect(await screen.findByText(/link is incomplete or no longer valid/)).toBeVisible();
    expect(screen.getByRole("link", { name: "To the start page" })).toHaveAttribute(
      "href",
      "/start",
    );
  });
});

describe("given the rating of the visit", () => {
  it("waits for the visit day, naming it", async () => {
    const later = paid();
    const [line] = later.items;
    if (line) line.attributes.date = "2030-06-14";
    stubApi({ "GET /api/v1/orders/1001": () => json(later) });
    renderShop(URL_OF_PAGE);
    expect(
      await screen.findByText("After your visit on 14 June 2030 you can rate it here."),
    ).toBeVisible();
    expect(screen.queryByRole("radiogroup")).toBeNull();
  });

  it("refuses a rating without stars at the field, then sends one and shows it", async () => {
    let rated: object | null = null;
    const api = stubApi({
      "GET /api/v1/orders/1001": () => json(paid({ rating: rated as never })),
      "PUT /api/v1/orders/1001/rate": async (_url, init) => {
        const body = JSON.parse(String(init?.body));
        rated = { ...body, created_at: TEST_NOW.toISOString() };
        return json(rated, 201);
      },
    });
    renderShop(URL_OF_PAGE);
    const send = await screen.findByRole("button", { name: "Send rating" });
    await userEvent.click(send);

    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent("Please check the marked fields.");
    const stars = screen.getByRole("radiogroup", { name: /Your rating/ });
    expect(within(stars).getAllByRole("radio")).toHaveLength(5);
    expect(api.callsTo("/orders/1001/rate")).toHaveLength(0);

    await userEvent.click(within(stars).getByRole("radio", { name: "4 stars" }));
    await userEvent.type(screen.getByRole("textbox", { name: /Comment/ }), "Lovely  ");
    await userEvent.click(send);

    expect(await screen.findByText("Thank you! Your rating: 4 of 5 stars.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(screen.getByText("Lovely")).toBeVisible();
    const [call] = api.callsTo("/orders/1001/rate");
    expect(JSON.parse(String(call?.init?.body))).toEqual({ rating: 4, comment: "Lovely" });
    expect(call?.url.searchParams.get("token")).toBe(ORDER_TOKEN);
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "How was your visit?" })).toHaveFocus(),
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("says a rating kept meanwhile in the refusal's words", async () => {
    stubApi({
      "GET /api/v1/orders/1001": () => json(paid()),
      "PUT /api/v1/orders/1001/rate": () => refusalAnswer("already_rated"),
    });
    renderShop(URL_OF_PAGE);
    await userEvent.click(await screen.findByRole("radio", { name: "5 stars" }));
    await userEvent.click(screen.getByRole("button", { name: "Send rating" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This order has already been rated. Thank you!",
    );
  });
});

// The issue 33, Deliver 6: the lines the policy lets the visitor cancel, each after a dialog.
describe("given a line the venue lets the visitor cancel", () => {
  const offer = {
    item_ids: [5001],
    until: "2030-06-01T06:00:00Z",
    fee_cents: 240,
    refund_cents: 2160,
  };

  it("cancels it after the dialog, then shows the refund and no documents of the line", async () => {
    let cancelled = false;
    const api = stubApi({
      "GET /api/v1/orders/1001": () => {
        if (!cancelled) return json(paid({ cancellation_offers: [offer] }));
        const [item] = paid().items;
        return json(
          paid({
            items: item ? [{ ...item, canceled: true }] : [],
            cancellations: [
              {
                item_ids: [5001],
                fee_cents: 240,
                voucher_cents: 0,
                refund_cents: 2160,
                refund_status: "refunded",
                created_at: "2030-05-31T10:00:00Z",
              },
            ],
          }),
        );
      },
      "POST /api/v1/orders/1001/cancellations": () => {
        cancelled = true;
        return json(
          {
            item_ids: [5001],
            fee_cents: 240,
            voucher_cents: 0,
            refund_cents: 2160,
            refund_status: "refunded",
            created_at: "2030-05-31T10:00:00Z",
          },
          201,
        );
      },
    });
    renderShop(URL_OF_PAGE);
    const section = await screen.findByRole("region", { name: "Cancellation" });
    expect(section).toHaveTextContent(
      "Adult day ticket: can be cancelled until 1 Jun 2030, 08:00. Fee €2.40, you get €21.60 back.",
    );
    await userEvent.click(within(section).getByRole("button", { name: "Cancel Adult day ticket" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel Adult day ticket?" });
    expect(dialog).toHaveTextContent("Fee €2.40, you get €21.60 back.");
    expect(api.callsTo("/orders/1001/cancellations")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel for good" }));

    expect(await screen.findByText("Adult day ticket: cancelled on 31 May 2030.")).toBeVisible();
    expect(screen.getByText("Refunded: €21.60.")).toBeVisible();
    expect(screen.getByText("Fee kept: €2.40.")).toBeVisible();
    const [call] = api.callsTo("/orders/1001/cancellations");
    expect(JSON.parse(String(call?.init?.body))).toEqual({ item_id: 5001 });
    expect(call?.url.searchParams.get("token")).toBe(ORDER_TOKEN);
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Cancellation" })).toHaveFocus(),
    );
    expect(
      within(screen.getByRole("region", { name: "Cancellation" })).getByRole("status"),
    ).toHaveTextContent("Adult day ticket is cancelled.");
    // the line's documents are void
    expect(screen.queryByRole("link", { name: /Download tickets as PDF/ })).toBeNull();
    expect(screen.getByText(/Cancelled: the tickets of this line/)).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("keeps the line when the dialog is left, the focus back on its button", async () => {
    const api = stubApi({
      "GET /api/v1/orders/1001": () => json(paid({ cancellation_offers: [offer] })),
    });
    renderShop(URL_OF_PAGE);
    const button = await screen.findByRole("button", { name: "Cancel Adult day ticket" });
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole("button", { name: "Keep" }));
    await waitFor(() => expect(button).toHaveFocus());
    expect(api.callsTo("/orders/1001/cancellations")).toHaveLength(0);
  });

  it("says a refusal in its words and moves the focus there", async () => {
    stubApi({
      "GET /api/v1/orders/1001": () => json(paid({ cancellation_offers: [offer] })),
      "POST /api/v1/orders/1001/cancellations": () => refusalAnswer("cancellation_too_late"),
    });
    renderShop(URL_OF_PAGE);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel Adult day ticket" }));
    await userEvent.click(await screen.findByRole("button", { name: "Cancel for good" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The deadline for cancelling has passed.");
    await waitFor(() => expect(alert).toHaveFocus());
  });
});
