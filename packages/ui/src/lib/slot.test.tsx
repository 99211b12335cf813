// The rules of asChild (./slot.tsx), as @radix-ui/react-slot has them: the child's props win,
// handlers both run (the child's first), styles merge, classes and described-by ids join, refs
// compose, and a Slottable names the element among several children.
import { fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { Slot, Slottable } from "./slot";

describe("Slot", () => {
  it("renders its child with the slot's props, the child's winning", () => {
    render(
      <Slot id="slot" title="slot" data-kind="slot">
        <a href="/x" title="child">
          Go
        </a>
      </Slot>,
    );
    const link = screen.getByRole("link", { name: "Go" });
    expect(link).toHaveAttribute("id", "slot");
    expect(link).toHaveAttribute("title", "child");
    expect(link).toHaveAttribute("data-kind", "slot");
    expect(link).toHaveAttribute("href", "/x");
  });

  it("runs both click handlers, the child's first, and joins classes, styles and ids", () => {
    const calls: string[] = [];
    render(
      <Slot
        className="a"
        style={{ color: "red", margin: 1 }}
        aria-describedby="one"
        onClick={() => calls.push("slot")}
      >
        <button
          type="button"
          className="b"
          style={{ color: "blue" }}
          aria-describedby="two"
          onClick={() => calls.push("child")}
        >
          Press
        </button>
      </Slot>,
    );
    const button = screen.getByRole("button", { name: "Press" });
    fireEvent.click(button);
    expect(calls).toEqual(["child", "slot"]);
    expect(button).toHaveClass("a", "b");
    expect(button.getAttribute("style")).toBe("color: blue; margin: 1px;");
    expect(button).toHaveAttribute("aria-describedby", "two one");
  });

  it("takes the slot's handler when the child has none", () => {
    const onClick = vi.fn();
    render(
      <Slot onClick={onClick}>
        <button type="button">Press</button>
      </Slot>,
    );
    fireEvent.click(screen.getByRole("button"));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("gives the element to both refs", () => {
    const slotRef = createRef<HTMLAnchorElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Slot ref={slotRef}>
        <a href="/x" ref={childRef}>
          Go
        </a>
      </Slot>,
    );
    expect(slotRef.current).toBe(screen.getByRole("link"));
    expect(childRef.current).toBe(screen.getByRole("link"));
  });

  it("renders as the Slottable's element, the other children inside it in order", () => {
    render(
      <Slot className="look">
        <span>before </span>
        <Slottable>
          <a href="/x">label</a>
        </Slottable>
        <span> after</span>
      </Slot>,
    );
    const link = screen.getByRole("link");
    expect(link).toHaveClass("look");
    expect(link).toHaveTextContent("before label after");
  });

  it("refuses anything but one element child", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Slot>text</Slot>)).toThrow(/one element child/);
  });
});
