import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Pagination } from "./pagination";

const meta = {
  title: "Primitives/Pagination",
  component: Pagination,
  args: { page: 5, pageCount: 12, getHref: (page: number) => `#page-${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FirstPage: Story = { args: { page: 1 } };

export const LastPage: Story = { args: { page: 12 } };

export const FewPages: Story = { args: { page: 2, pageCount: 3 } };

export const WithButtons: Story = {
  args: { getHref: undefined },
  render: (args) => {
    const [page, setPage] = useState(args.page);
    return <Pagination {...args} page={page} onPageChange={setPage} />;
  },
};

export const English: Story = { globals: { locale: "en" } };

export const Spanish: Story = { globals: { locale: "es" } };

export const French: Story = { globals: { locale: "fr" } };

export const ThemeAtelier: Story = { globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { globals: { theme: "nocturne" } };
