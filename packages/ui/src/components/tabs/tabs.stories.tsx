import type { Meta, StoryObj } from "@storybook/react-vite";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

const meta = {
  title: "Primitives/Tabs",
  component: Tabs,
  args: { defaultValue: "orders" },
  render: (args) => (
    <Tabs {...args} className="max-w-lg">
      <TabsList aria-label="Kundenkonto">
        <TabsTrigger value="orders">Bestellungen</TabsTrigger>
        <TabsTrigger value="profile">Profil</TabsTrigger>
        <TabsTrigger value="cards" disabled>
          Jahreskarten
        </TabsTrigger>
      </TabsList>
      <TabsContent value="orders">Sie haben noch keine Bestellungen.</TabsContent>
      <TabsContent value="profile">Ada Lovelace, ada@example.org</TabsContent>
      <TabsContent value="cards">Keine Jahreskarten</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SecondTab: Story = { args: { defaultValue: "profile" } };

export const LongText: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="a" className="max-w-xs">
      <TabsList aria-label="Ausstellungen">
        <TabsTrigger value="a">Dauerausstellung</TabsTrigger>
        <TabsTrigger value="b">Sonderausstellungen</TabsTrigger>
        <TabsTrigger value="c">Veranstaltungen</TabsTrigger>
      </TabsList>
      <TabsContent value="a">Gemäldegalerie</TabsContent>
      <TabsContent value="b">Renaissance</TabsContent>
      <TabsContent value="c">Lange Nacht</TabsContent>
    </Tabs>
  ),
};

export const ThemeAtelier: Story = { globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { globals: { theme: "nocturne" } };
