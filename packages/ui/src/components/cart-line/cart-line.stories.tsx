import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { QuantitySelector } from "../quantity-selector/quantity-selector";
import { ReservationCountdown } from "../reservation-countdown/reservation-countdown";
import { CartLine, type CartLineProps } from "./cart-line";

const NOW = new Date("2026-03-10T10:00:00+01:00");

const countdown = (
  <ReservationCountdown validUntil="2026-03-10T10:24:10+01:00" now={() => NOW} onRefresh={fn()} />
);

// The cart puts a QuantitySelector into the line's quantity slot; these args configure it.
type CartLineStoryArgs = CartLineProps & {
  quantityOptions?: readonly number[];
  minPersons?: number;
  maxPersons?: number;
  quantityLoading?: boolean;
  /** Event and tour lines with fixed quantities: no control, the quantity read-only. */
  fixedQuantity?: boolean;
  onQuantityChange?: (quantity: number) => void;
};

function renderLine(width: string) {
  return ({
    quantityOptions,
    minPersons,
    maxPersons,
    quantityLoading,
    fixedQuantity,
    onQuantityChange,
    ...args
  }: CartLineStoryArgs) => (
    <div className={width}>
      <CartLine
        {...args}
        quantityControl={
          fixedQuantity ? undefined : (
            <QuantitySelector
              label={args.title}
              options={quantityOptions}
              min={minPersons}
              max={maxPersons}
              value={args.quantity}
              onChange={onQuantityChange}
              loading={quantityLoading}
              disabled={args.disabled}
            />
          )
        }
      />
    </div>
  );
}

const meta = {
  title: "Composites/CartLine",
  component: CartLine,
  args: {
    kind: "ticket",
    title: "Erwachsene",
    quantity: 2,
    quantityOptions: [1, 2, 3, 4],
    onQuantityChange: fn(),
    onRemove: fn(),
    totalCents: 2500,
    vatPct: 19,
    taxIncluded: true,
    museums: ["Kunsthalle am Fluss"],
    day: "2026-03-14",
    time: "10:30",
    countdown,
  },
  render: renderLine("max-w-3xl"),
} satisfies Meta<CartLineStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ticket: Story = {};

/** Mantle ticket with sub tickets, a coupon code, a personalize link and postal delivery. */
export const TicketWithEverything: Story = {
  args: {
    title: "Familienkarte",
    quantity: 1,
    quantityOptions: [1, 2],
    totalCents: 3200,
    originalTotalCents: 4000,
    couponCode: "FAMILIE20",
    subTickets: [
      { title: "Erwachsene", selectedQuantity: 2 },
      { title: "Kinder (6–17 Jahre)", selectedQuantity: 3 },
    ],
    personalizeHref: "#personalization",
    shippedWithMerchandise: true,
  },
};

/** A combi ticket names all its houses, as the locale joins a list. */
export const CombiTicket: Story = {
  args: {
    title: "Kombiticket",
    museums: ["Kunsthalle am Fluss", "Naturkundemuseum am Fluss"],
  },
};

/** A ticket without a list of quantities: a number input from min to max persons. */
export const TicketNumberInput: Story = {
  args: { quantityOptions: undefined, minPersons: 1, maxPersons: 10 },
};

export const FlexTicket: Story = {
  args: {
    title: "Flexticket",
    day: undefined,
    time: undefined,
    validFrom: "2026-03-10",
    validity: "Gültig für einen Besuch an einem Tag Ihrer Wahl innerhalb eines Jahres.",
  },
};

export const Event: Story = {
  args: {
    kind: "event",
    title: "Kuratorenführung am Abend",
    quantity: 4,
    fixedQuantity: true,
    totalCents: 6000,
    vatPct: 7,
    taxIncluded: false,
    day: "2026-03-20",
    time: "19:00",
    countdown: undefined,
  },
};

export const Tour: Story = {
  args: {
    kind: "tour",
    title: "Schulklassenführung: Alte Meister",
    quantity: 25,
    fixedQuantity: true,
    totalCents: 9000,
    day: "2026-04-02",
    time: "09:30",
    countdown: undefined,
  },
};

export const Merchandise: Story = {
  args: {
    kind: "merchandise",
    title: "Ausstellungskatalog „Meisterwerke der Renaissance“",
    quantity: 1,
    quantityOptions: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    totalCents: 3990,
    vatPct: 7,
    day: undefined,
    time: undefined,
    countdown: undefined,
  },
};

export const Coupon: Story = {
  args: {
    kind: "coupon",
    title: "Wertgutschein 50 €",
    quantity: 1,
    quantityOptions: [1, 2, 3],
    totalCents: 5000,
    vatPct: undefined,
    day: undefined,
    time: undefined,
    countdown: undefined,
  },
};

export const QuantityLoading: Story = { args: { quantityLoading: true } };

export const Removing: Story = { args: { removing: true } };

export const Disabled: Story = { args: { disabled: true } };

export const WithError: Story = {
  args: { error: "Die Anzahl konnte nicht geändert werden. Es gilt wieder die vorige Anzahl." },
};

export const LongText: Story = {
  args: {
    title:
      "Kombiticket Gemäldegalerie, Kunstgewerbemuseum und Sonderausstellung „Von der Wunderkammer zum Museum“ inklusive Audioguide",
    couponCode: "FRUEHBUCHER-2026-GEMAELDEGALERIE",
    flexDescription:
      "Einlass über den Seiteneingang am Kupfergraben. Bitte halten Sie Ihren Ausweis bereit, wenn Sie ein ermäßigtes Ticket gebucht haben.",
    subTickets: [
      { title: "Ermäßigt (Schüler, Studierende, Freiwilligendienst)", selectedQuantity: 2 },
    ],
  },
  render: renderLine("max-w-sm"),
};

export const English: Story = { ...TicketWithEverything, globals: { locale: "en" } };

export const Spanish: Story = { ...TicketWithEverything, globals: { locale: "es" } };

export const French: Story = { ...TicketWithEverything, globals: { locale: "fr" } };

export const ThemeAtelier: Story = { ...TicketWithEverything, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...TicketWithEverything, globals: { theme: "nocturne" } };
