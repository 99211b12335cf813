import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ReservationCountdown } from "./reservation-countdown";

// A frozen clock keeps each state still for review and for the visual snapshots.
const NOW = new Date("2026-03-10T10:00:00+01:00");
const frozen = () => NOW;

const meta = {
  title: "Composites/ReservationCountdown",
  component: ReservationCountdown,
  args: {
    validUntil: "2026-03-10T10:12:34+01:00",
    now: frozen,
    onRefresh: fn(),
    onExpire: fn(),
  },
} satisfies Meta<typeof ReservationCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** From 05:00 the border turns to the warning colour and a polite notice is spoken. */
export const Warning: Story = { args: { validUntil: "2026-03-10T10:04:59+01:00" } };

export const LastMinute: Story = { args: { validUntil: "2026-03-10T10:00:45+01:00" } };

export const Expired: Story = { args: { validUntil: "2026-03-10T09:59:00+01:00" } };

/** The refresh request is on its way: the button is busy but keeps focus. */
export const Refreshing: Story = { args: { refreshing: true } };

/** Without onRefresh there is nothing to press (e.g. in a read-only summary). */
export const WithoutRefresh: Story = { args: { onRefresh: undefined } };

/** Minutes keep counting above 99 instead of rolling into hours. */
export const LongHold: Story = { args: { validUntil: "2026-03-10T12:00:00+01:00" } };

export const English: Story = { globals: { locale: "en" } };

export const Spanish: Story = { globals: { locale: "es" } };

export const French: Story = { globals: { locale: "fr" } };

export const FrenchExpired: Story = { ...Expired, globals: { locale: "fr" } };

const all = {
  render: (args) => (
    <div className="grid justify-items-start gap-3">
      <ReservationCountdown {...args} />
      <ReservationCountdown {...args} validUntil="2026-03-10T10:04:59+01:00" />
      <ReservationCountdown {...args} validUntil="2026-03-10T09:59:00+01:00" />
    </div>
  ),
} satisfies Story;

export const ThemeAtelier: Story = { ...all, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...all, globals: { theme: "nocturne" } };
