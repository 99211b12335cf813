// Test only: answers of the checkout's calls, shaped by the contract (src/lib/answer-schemas.ts
// checks them in tests), and a stored cart with one ticket line.
import type {
  CartAnswer,
  Customer,
  CustomerAddress,
  CustomerAddressList,
  Order,
  OrderResponse,
  PaymentMode,
} from "@shop/core/contract";
import { MemoryStorage } from "./memory-storage";
import { TEST_NOW } from "./render-shop";

export const CART_KEY = "shop:cart";
export const ORDER_TOKEN = "Zt7kR2mW9xQpL4vN8cYbHg";
const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000).toISOString();

export const TICKET_LINE = {
  type: "Ticket",
  attributes: { id: 12, date: "2030-06-14", quantity: 2 },
  reservations: [{ token: "hold-token-00000000001", valid_until: at(20) }],
  updated_at: at(-2),
};

export function storageWithCart(items: unknown[] = [TICKET_LINE]) {
  return new MemoryStorage({ [CART_KEY]: JSON.stringify({ items }) });
}

/** A stored cart with the ticket line and more of the local cart state (shipping, comment …). */
export function storageWithCartState(state: Record<string, unknown>) {
  return new MemoryStorage({ [CART_KEY]: JSON.stringify({ items: [TICKET_LINE], ...state }) });
}

/** The stored cart state besides the lines. */
export function storedCart(storage: MemoryStorage): Record<string, unknown> {
  return JSON.parse(storage.getItem(CART_KEY) ?? "{}");
}

export function storedItems(storage: MemoryStorage): unknown[] {
  return JSON.parse(storage.getItem(CART_KEY) ?? '{"items":[]}').items;
}

export const PAYMENT_MODES: PaymentMode[] = [
  { id: 2, key: "credit_card", title: "Kreditkarte (Demo)", icons: [] },
  { id: 7, key: "paypal", title: "PayPal (Demo)", icons: [] },
];

/** spec selling-core §9: collective invoice is payment mode 6. */
export const COLLECTIVE_INVOICE: PaymentMode = {
  id: 6,
  key: "collective_invoice",
  title: "Sammelrechnung",
  icons: [],
};

export function customer(level: 10 | 20 = 10): Customer {
  return {
    id: 77,
    level,
    customer_salutation_id: 2,
    name: "Ada",
    surname: "Lovelace",
    email: "ada@example.org",
    language_id: null,
    price_target_audience_id: 1,
    newsletters: [],
    addr_addressat: null,
    addr_street: "Parkweg 3",
    addr_zip: "10115",
    addr_city: "Berlin",
    addr_country_id: 60,
    addr_vat_number: null,
    shipping_addr_addressat: null,
    shipping_addr_street: null,
    shipping_addr_zip: null,
    shipping_addr_city: null,
    shipping_addr_country_id: null,
  };
}

/** A customer address: by default the guest's own (type 0, no collective invoice). */
export function address(change: Partial<CustomerAddress> = {}): CustomerAddress {
  return {
    id: 5,
    adressat: "Ada Lovelace",
    institution: null,
    cost_centre: null,
    street: "Parkweg 3",
    zip: "10115",
    city: "Berlin",
    country_id: 60,
    adress_type_id: 0,
    has_collective_invoice_payment: false,
    price_target_audience_id: 1,
    ...change,
  };
}

export const ADDRESSES: CustomerAddressList = { customer_addresses: [address()] };

/** A delivery address (type 2) made by the shipping address step. */
export const DELIVERY_ADDRESS = address({
  id: 9,
  adressat: "Grace Hopper",
  street: "Hafenstraße 1",
  zip: "20457",
  city: "Hamburg",
  adress_type_id: 2,
  price_target_audience_id: null,
});

export const SALUTATIONS = {
  data: [
    { id: 1, salutation: "Mr" },
    { id: 2, salutation: "Ms" },
  ],
  meta: { total_count: 2 },
};

export const COUNTRIES = {
  data: [
    { id: 60, name: "Germany" },
    { id: 61, name: "France" },
  ],
  meta: { total_count: 2 },
};

/** POST /cart for the ticket line: 2 × unit price, VAT 7 % included. */
export function cartAnswer(unitCents: number): CartAnswer {
  const total = unitCents * 2;
  const vat = Math.round((total * 7) / 107);
  return {
    items: [
      {
        index: 0,
        type: "Ticket",
        info: {
          name: "Adult day ticket",
          price_cents: unitCents,
          totalCents: total,
          vats: [{ vat_pct: 7, price_cents: vat }],
          tax_included: true,
          available: null,
          min_persons: 1,
          max_persons: 10,
          coupon_code: null,
          meta: { startDate: "2030-06-14", startTime: null, validFrom: null },
          free_timing: false,
          flex_description: null,
          subTickets: [],
          seats: [],
          museums: [],
        },
        error: null,
      },
    ],
    totals: {
      subTotalCents: total,
      subTotalCentsWithoutShipping: total,
      donations: [],
      vats: unitCents === 0 ? [] : [{ vat_pct: 7, price_cents: vat }],
      shippingVats: [],
      shippingItems: [],
    },
    coupons: [],
    shipping_options: [],
  };
}

export function orderResponse(meta: Partial<OrderResponse["meta"]> = {}): OrderResponse {
  return {
    meta: {
      status: "pending",
      payment_url: null,
      shop_behavior: "redirect",
      payment_data: null,
      ...meta,
    },
    order: { id: 1001, token: ORDER_TOKEN },
  };
}

export function order(change: Partial<Order> = {}): Order {
  return {
    id: 1001,
    token: ORDER_TOKEN,
    created_at: "2030-06-01T10:00:00+02:00",
    items: [
      {
        id: 5001,
        type: "ticket",
        price_cents: 1200,
        total_cents: 2400,
        attributes: { id: 12, title: "Adult day ticket", quantity: 2, ticket_type: "normal" },
        after_sale_information: null,
        canceled: false,
        thumbnail: null,
      },
    ],
    total_price_cents: 2400,
    payment_status: 10,
    is_valid: false,
    canceled: false,
    donations: [],
    coupons: [],
    shipping_items: [],
    customer_comment: null,
    personalization_token: null,
    rating: null,
    invoices: [],
    cancellation_offers: [],
    cancellations: [],
    ...change,
  };
}
