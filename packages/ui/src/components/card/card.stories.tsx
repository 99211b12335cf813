import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "../badge/badge";
import { Button } from "../button/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";

const meta = {
  title: "Primitives/Card",
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>Tageskarte</CardTitle>
        <CardDescription>Alle Dauer- und Sonderausstellungen</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="font-semibold text-2xl">12,00 €</p>
      </CardContent>
      <CardFooter>
        <Button>In den Warenkorb</Button>
      </CardFooter>
    </Card>
  ),
};

export const SoldOut: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>Kuratorenführung</CardTitle>
        <CardDescription>Samstag, 14:00 Uhr</CardDescription>
      </CardHeader>
      <CardContent>
        <Badge variant="destructive">Ausverkauft</Badge>
      </CardContent>
      <CardFooter>
        <Button disabled>In den Warenkorb</Button>
      </CardFooter>
    </Card>
  ),
};

export const Empty: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>Warenkorb</CardTitle>
        <CardDescription>Ihr Warenkorb ist leer.</CardDescription>
      </CardHeader>
    </Card>
  ),
};

export const LongText: Story = {
  render: () => (
    <Card className="max-w-xs">
      <CardHeader>
        <CardTitle>
          Kombiticket Gemäldegalerie, Kupferstichkabinett und Kunstbibliothek mit Audioguide
        </CardTitle>
        <CardDescription>
          Gültig an einem Tag Ihrer Wahl innerhalb von zwölf Monaten nach dem Kauf, außer an
          Feiertagen und bei Sonderveranstaltungen.
        </CardDescription>
      </CardHeader>
    </Card>
  ),
};

export const ThemeAtelier: Story = { ...Default, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...Default, globals: { theme: "nocturne" } };
