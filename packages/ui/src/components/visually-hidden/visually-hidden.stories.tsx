import type { Meta, StoryObj } from "@storybook/react-vite";
import { XIcon } from "../../lib/icons";
import { Button } from "../button/button";
import { VisuallyHidden } from "./visually-hidden";

const meta = {
  title: "Primitives/VisuallyHidden",
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button shows only an icon; screen readers hear "Entfernen". */
export const IconButtonName: Story = {
  render: () => (
    <Button variant="outline" size="icon">
      <XIcon />
      <VisuallyHidden>Entfernen</VisuallyHidden>
    </Button>
  ),
};
