import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "./table";

const dates = [
  { day: "Sa., 14.06.2025", time: "14:00 Uhr", places: "8 Plätze frei" },
  { day: "So., 15.06.2025", time: "11:00 Uhr", places: "ausverkauft" },
  { day: "Sa., 21.06.2025", time: "14:00 Uhr", places: "12 Plätze frei" },
];

const meta = {
  title: "Primitives/Table",
  component: Table,
  render: (args) => (
    <Table {...args} className="text-sm">
      <TableCaption>Termine der Druckwerkstatt</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Tag</TableHead>
          <TableHead>Uhrzeit</TableHead>
          <TableHead>Plätze</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {dates.map((date) => (
          <TableRow key={date.day}>
            <TableCell label="Tag">{date.day}</TableCell>
            <TableCell label="Uhrzeit">{date.time}</TableCell>
            <TableCell label="Plätze">{date.places}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Row headers and a footer, as in the list of chosen seats. */
export const WithRowHeadersAndTotal: Story = {
  render: (args) => (
    <Table {...args} className="max-w-md text-sm">
      <TableCaption className="sr-only">Ihre Plätze</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Platz</TableHead>
          <TableHead className="text-end">Betrag</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableHead scope="row" className="font-normal">
            Reihe 3, Platz 5<span className="block text-muted-foreground text-xs">Parkett</span>
          </TableHead>
          <TableCell className="text-end tabular-nums">32,00 €</TableCell>
        </TableRow>
        <TableRow>
          <TableHead scope="row" className="font-normal">
            Reihe 3, Platz 6<span className="block text-muted-foreground text-xs">Parkett</span>
          </TableHead>
          <TableCell className="text-end tabular-nums">32,00 €</TableCell>
        </TableRow>
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableHead scope="row">Summe</TableHead>
          <TableCell className="text-end font-semibold tabular-nums">64,00 €</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  ),
};

export const Stacked: Story = { args: { layout: "stack" } };

/** Below sm each row is a card, each cell led by its column's name; the page does not scroll. */
export const StackedOnPhone: Story = {
  args: { layout: "stack" },
  parameters: { visual: { width: 320 } },
};

const wide = (args: Story["args"]) => (
  <Table {...args} className="text-sm">
    <TableCaption>Öffnungszeiten der Häuser</TableCaption>
    <TableHeader>
      <TableRow>
        <TableHead>Haus</TableHead>
        {["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag"].map((day) => (
          <TableHead key={day}>{day}</TableHead>
        ))}
      </TableRow>
    </TableHeader>
    <TableBody>
      {["Kunsthalle", "Stadtmuseum"].map((house) => (
        <TableRow key={house}>
          <TableHead scope="row" className="font-normal">
            {house}
          </TableHead>
          {[1, 2, 3, 4, 5].map((day) => (
            <TableCell key={day} className="whitespace-nowrap">
              10:00–18:00 Uhr
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

/** Wider than the phone: the table scrolls in its own focusable region, not the page. */
export const ScrollOnPhone: Story = {
  render: wide,
  parameters: { visual: { width: 320 } },
};

export const LongText: Story = {
  render: (args) => (
    <Table {...args} layout="stack" className="max-w-md text-sm">
      <TableCaption>Führungen</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Führung</TableHead>
          <TableHead>Treffpunkt</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell label="Führung">
            Kuratorenführung durch die Sonderausstellung mit anschließendem Werkstattgespräch
          </TableCell>
          <TableCell label="Treffpunkt">Foyer am Eingang Nord, neben der Garderobe</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
};

export const ThemeAtelier: Story = { ...WithRowHeadersAndTotal, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...WithRowHeadersAndTotal, globals: { theme: "nocturne" } };
