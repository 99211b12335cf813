import type { Meta, StoryObj } from "@storybook/react-vite";
import { SkipLink } from "./skip-link";

const meta = {
  title: "Primitives/SkipLink",
  component: SkipLink,
  render: (args) => (
    <div>
      <SkipLink {...args} />
      <p className="text-muted-foreground text-sm">Tab drücken: der Link erscheint oben links.</p>
      <main id="main" className="mt-4">
        Inhalt
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Focused, as after the first Tab on a page. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLAnchorElement>("[data-slot=skip-link]")?.focus();
  },
};

export const FocusedEnglish: Story = { ...Focused, globals: { locale: "en" } };

export const FocusedSpanish: Story = { ...Focused, globals: { locale: "es" } };

export const FocusedFrench: Story = { ...Focused, globals: { locale: "fr" } };

export const ThemeAtelier: Story = { ...Focused, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...Focused, globals: { theme: "nocturne" } };
