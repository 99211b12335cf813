import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { type CouponError, CouponForm, type CouponSubmitResult } from "./coupon-form";

// A stand-in for the cart's coupon call: "SOMMER25" is valid, "LIMIT" is rate-limited.
async function checkCoupon(code: string): Promise<CouponSubmitResult> {
  await new Promise((resolve) => setTimeout(resolve, 400));
  if (code === "SOMMER25") return { ok: true };
  if (code === "LIMIT") return { error: "rateLimit" };
  return { error: "notValid" };
}

const never = () => new Promise<CouponSubmitResult>(() => {});

const meta = {
  title: "Composites/CouponForm",
  component: CouponForm,
  args: { onSubmit: checkCoupon },
  render: (args) => (
    <div className="max-w-md">
      <CouponForm {...args} />
    </div>
  ),
} satisfies Meta<typeof CouponForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try SOMMER25 (valid), LIMIT (too many attempts) or anything else (not valid). */
export const Default: Story = {};

export const Disabled: Story = { args: { disabled: true } };

/** The check is on its way: the button is busy but keeps focus. */
export const Loading: Story = {
  args: { onSubmit: never, defaultCode: "SOMMER25" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
  },
};

function errorStory(error: CouponError, defaultCode = "FALSCH"): Story {
  return {
    args: { onSubmit: async () => ({ error }), defaultCode },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole("button"));
      await expect(await canvas.findByRole("alert")).toHaveFocus();
    },
  };
}

export const EmptyError: Story = errorStory("empty", "");

export const NotValidError: Story = errorStory("notValid");

export const GeneralError: Story = errorStory("error");

export const RateLimitError: Story = errorStory("rateLimit");

export const Applied: Story = {
  args: { onSubmit: async () => ({ ok: true }), defaultCode: "SOMMER25" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button"));
    await canvas.findByText(/./, { selector: "[data-slot=coupon-form-status]" });
  },
};

export const LongText: Story = {
  ...errorStory("rateLimit", "FRUEHBUCHER-2026-GEMAELDEGALERIE-BERLIN"),
  render: (args) => (
    <div className="max-w-64">
      <CouponForm {...args} />
    </div>
  ),
};

export const English: Story = { ...errorStory("notValid"), globals: { locale: "en" } };

export const Spanish: Story = { ...errorStory("rateLimit"), globals: { locale: "es" } };

export const French: Story = { ...errorStory("error"), globals: { locale: "fr" } };

export const ThemeAtelier: Story = { ...errorStory("notValid"), globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...errorStory("notValid"), globals: { theme: "nocturne" } };
