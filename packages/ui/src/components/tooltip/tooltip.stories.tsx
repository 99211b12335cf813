import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip";

const meta = {
  title: "Primitives/Tooltip",
  component: Tooltip,
  render: (args) => (
    <div className="flex min-h-32 items-end">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline">Ermäßigt</Button>
        </TooltipTrigger>
        <TooltipContent>Gegen Nachweis an der Kasse</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const LongText: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <div className="flex min-h-40 items-end">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline">Ermäßigt</Button>
        </TooltipTrigger>
        <TooltipContent>
          Schüler, Studierende, Auszubildende, Freiwilligendienstleistende und Menschen mit
          Behinderung gegen Nachweis an der Kasse
        </TooltipContent>
      </Tooltip>
    </div>
  ),
};

export const ThemeAtelier: Story = { ...Open, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...Open, globals: { theme: "nocturne" } };
