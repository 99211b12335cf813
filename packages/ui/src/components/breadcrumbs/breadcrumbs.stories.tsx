import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  Breadcrumbs,
} from "./breadcrumbs";

function Trail({ current = "Zeitfenster" }: { current?: string }) {
  return (
    <Breadcrumbs>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="#start">Start</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbLink href="#tickets">Tickets</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>{current}</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumbs>
  );
}

const meta = {
  title: "Primitives/Breadcrumbs",
  component: Breadcrumbs,
  render: () => <Trail />,
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongText: Story = {
  render: () => (
    <div className="max-w-xs">
      <Trail current="Sonderausstellung „Meisterwerke der Renaissance aus italienischen Sammlungen“" />
    </div>
  ),
};

export const English: Story = { globals: { locale: "en" } };

export const Spanish: Story = { globals: { locale: "es" } };

export const French: Story = { globals: { locale: "fr" } };

export const ThemeAtelier: Story = { globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { globals: { theme: "nocturne" } };
