// The in-page half of the focus rule (issue 27): the hand-off reaches a target that is there
// after the change, and one that mounts later.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { useFocusHandoff } from "./use-focus-handoff";

function Editor({ loadLater }: { loadLater: boolean }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(!loadLater);
  const form = useFocusHandoff<HTMLHeadingElement>();
  return open ? (
    <div>
      {loaded ? (
        <h2 ref={form.target} tabIndex={-1}>
          Form
        </h2>
      ) : (
        <button type="button" onClick={() => setLoaded(true)}>
          Load
        </button>
      )}
    </div>
  ) : (
    <button
      type="button"
      onClick={() => {
        setOpen(true);
        form.handOff();
      }}
    >
      Open
    </button>
  );
}

describe("a hand-off of the focus", () => {
  it("moves it to the new content when the activated control goes", async () => {
    render(<Editor loadLater={false} />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByRole("heading", { name: "Form" })).toHaveFocus();
  });

  it("waits for content that mounts later", async () => {
    render(<Editor loadLater />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(document.activeElement).toBe(document.body);
    screen.getByRole("button", { name: "Load" }).click();
    expect(await screen.findByRole("heading", { name: "Form" })).toHaveFocus();
  });
});
