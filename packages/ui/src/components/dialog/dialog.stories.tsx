import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";

const meta = {
  title: "Primitives/Dialog",
  component: Dialog,
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Ticket entfernen</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ticket entfernen?</DialogTitle>
          <DialogDescription>Die reservierten Plätze werden wieder freigegeben.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Behalten</Button>
          </DialogClose>
          <Button variant="destructive">Entfernen</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const OpenEnglish: Story = { ...Open, globals: { locale: "en" } };

export const OpenSpanish: Story = { ...Open, globals: { locale: "es" } };

export const OpenFrench: Story = { ...Open, globals: { locale: "fr" } };

export const LongText: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Hinweise zu Ihrem Besuch der Sonderausstellung mit Zeitfenster</DialogTitle>
          <DialogDescription>
            Bitte kommen Sie spätestens zehn Minuten vor Beginn Ihres Zeitfensters. Taschen größer
            als A4 geben Sie bitte an der Garderobe ab. Fotografieren ohne Blitz ist erlaubt, außer
            in den Räumen mit Leihgaben, die entsprechend gekennzeichnet sind. Kinderwagen können im
            Foyer abgestellt werden; Rollstühle und Gehhilfen leihen Sie kostenlos an der Kasse.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Verstanden</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

export const ThemeAtelier: Story = { ...Open, globals: { theme: "atelier" } };

export const ThemeNocturne: Story = { ...Open, globals: { theme: "nocturne" } };
