import type { Meta, StoryObj } from "@storybook/react-vite";
import { Collapsible, CollapsibleContent, ShowMoreTrigger } from "./collapsible";

const meta = {
  title: "Primitives/Collapsible",
  component: Collapsible,
  render: (args) => (
    <Collapsible {...args} className="max-w-prose">
      <p>Die Ausstellung zeigt rund 200 Werke aus fünf Jahrhunderten.</p>
      <CollapsibleContent>
        <p className="mt-2">
          Führungen finden täglich um 11 und 14 Uhr statt. Der Audioguide ist in vier Sprachen
          erhältlich.
        </p>
      </CollapsibleContent>
      <ShowMoreTrigger />
    </Collapsible>
  ),
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Collapsible {...args} className="max-w-xs">
      <p>
        Die Sonderausstellung „Meisterwerke der Renaissance aus italienischen Sammlungen“ zeigt rund
        200 Gemälde, Zeichnungen und Skulpturen aus fünf Jahrhunderten.
      </p>
      <CollapsibleContent>
        <p className="mt-2">
          Führungen finden täglich um 11 und 14 Uhr statt, an Wochenenden zusätzlich um 16 Uhr. Der
          Audioguide ist in Deutsch, Englisch, Spanisch und Französisch erhältlich und an der Kasse
          im Erdgeschoss gegen Vorlage eines Ausweises auszuleihen.
        </p>
      </CollapsibleContent>
      <ShowMoreTrigger />
    </Collapsible>
  ),
};

export const English: Story = { globals: { locale: "en" } };

export const OpenEnglish: Story = { ...Open, globals: { locale: "en" } };

export const Spanish: Story = { globals: { locale: "es" } };

export const French: Story = { globals: { locale: "fr" } };

export const ThemeAtelier: Story = { ...Open, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...Open, globals: { theme: "nocturne" } };
