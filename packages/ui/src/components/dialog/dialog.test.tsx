import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
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

function RemoveDialog(props: { closeLabel?: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">Entfernen</Button>
      </DialogTrigger>
      <DialogContent closeLabel={props.closeLabel}>
        <DialogHeader>
          <DialogTitle>Ticket entfernen?</DialogTitle>
          <DialogDescription>Die reservierten Plätze werden freigegeben.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Behalten</Button>
          </DialogClose>
          <Button variant="destructive">Entfernen bestätigen</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("opens a modal dialog named by its title and described by its text", async () => {
    render(<RemoveDialog />);
    const trigger = screen.getByRole("button", { name: "Entfernen" });
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    await userEvent.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Ticket entfernen?" });
    expect(dialog).toHaveAccessibleDescription("Die reservierten Plätze werden freigegeben.");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(await axeViolations()).toEqual([]);
  });

  it("closes on Escape and gives focus back to the trigger", async () => {
    render(<RemoveDialog />);
    const trigger = screen.getByRole("button", { name: "Entfernen" });
    await userEvent.click(trigger);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it("closes by its × button, named in the page language", async () => {
    render(
      <UiMessagesProvider locale="en">
        <RemoveDialog />
      </UiMessagesProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Entfernen" }));
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("takes the × button's name from a prop", async () => {
    render(<RemoveDialog closeLabel="Abbrechen" />);
    await userEvent.click(screen.getByRole("button", { name: "Entfernen" }));
    expect(screen.getByRole("button", { name: "Abbrechen" })).toBeInTheDocument();
  });
});
