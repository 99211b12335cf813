import { describe, expect, it } from "vitest";
import { cn, mergeClasses } from "./cn";

describe("cn", () => {
  it("lets a caller's class replace the component's class of the same kind", () => {
    expect(cn("px-4 bg-primary", "px-2")).toBe("bg-primary px-2");
  });

  it("drops false, null and undefined parts", () => {
    expect(cn("a", false, null, undefined, { b: true, c: false })).toBe("a b");
  });

  it("keeps semantic colour utilities apart from text sizes", () => {
    expect(cn("text-sm", "text-primary-foreground")).toBe("text-sm text-primary-foreground");
  });

  it("answers a list it has merged before from memory, with the same result", () => {
    const first = cn("p-2 m-1", "p-4");
    expect(cn("p-2 m-1", "p-4")).toBe(first);
    expect(first).toBe("m-1 p-4");
    // thousands of different lists later (past the memory's bound) it still merges right
    for (let index = 0; index < 2500; index++) expect(cn(`w-${index}`, "w-1")).toBe("w-1");
    expect(cn("p-2 m-1", "p-4")).toBe("m-1 p-4");
  });
});

describe("mergeClasses", () => {
  it.each([
    // text: size, colour, alignment are different properties
    ["text-sm text-base", "text-base"],
    ["text-muted-foreground text-destructive", "text-destructive"],
    ["text-center text-sm text-start", "text-sm text-start"],
    ["text-[length:13px] text-lg", "text-lg"],
    // borders: width, style and colour, per side
    ["border border-2", "border-2"],
    ["border border-input border-primary", "border border-primary"],
    [
      "border-input border-s-4 border-s-availability-few",
      "border-input border-s-4 border-s-availability-few",
    ],
    ["border-s-4 border-2", "border-2"],
    ["border-2 border-s-4", "border-2 border-s-4"],
    ["border-r-transparent border-current", "border-current"],
    ["border-solid border-dashed", "border-dashed"],
    ["border-spacing-1 border-separate border-2", "border-spacing-1 border-separate border-2"],
    // padding and margin: the whole replaces the sides, a side does not replace the whole
    ["px-4 py-2 p-3", "p-3"],
    ["p-3 px-4", "p-3 px-4"],
    ["ps-2 px-4", "px-4"],
    ["mt-4 -mt-2", "-mt-2"],
    ["ms-0.5 me-1", "ms-0.5 me-1"],
    ["min-h-10 min-h-12 h-4", "min-h-12 h-4"],
    ["w-4 h-4 size-6", "size-6"],
    ["size-6 w-4", "size-6 w-4"],
    ["gap-x-2 gap-4", "gap-4"],
    // colours with opacity, rings, fonts
    ["bg-primary hover:bg-primary/90 bg-secondary", "hover:bg-primary/90 bg-secondary"],
    ["bg-primary bg-cover", "bg-primary bg-cover"],
    ["ring-2 ring-primary ring-4", "ring-primary ring-4"],
    ["ring-offset-2 ring-offset-background ring-offset-4", "ring-offset-background ring-offset-4"],
    ["font-medium font-heading font-bold", "font-heading font-bold"],
    [
      "outline-none outline-2 outline-ring outline-offset-2",
      "outline-none outline-2 outline-ring outline-offset-2",
    ],
    ["shadow-sm shadow-lg", "shadow-lg"],
    // single words
    ["flex hidden", "hidden"],
    ["inline-flex grid", "grid"],
    ["flex flex-col flex-1 flex-wrap", "flex flex-col flex-1 flex-wrap"],
    ["relative absolute", "absolute"],
    ["list-inside list-disc", "list-inside list-disc"],
    ["rounded-md rounded-tl-none", "rounded-md rounded-tl-none"],
    ["rounded-tl-none rounded-lg", "rounded-lg"],
    ["rounded-md rounded-none", "rounded-none"],
  ])("%s → %s", (input, output) => {
    expect(mergeClasses(input)).toBe(output);
  });

  it("merges only under the same variants, in any order of them", () => {
    expect(mergeClasses("hover:bg-accent bg-card")).toBe("hover:bg-accent bg-card");
    expect(mergeClasses("hover:focus:bg-accent focus:hover:bg-muted")).toBe("focus:hover:bg-muted");
    expect(
      mergeClasses("data-[state=checked]:border-2 data-[state=checked]:border-4 border-2"),
    ).toBe("data-[state=checked]:border-4 border-2");
    expect(mergeClasses("[&_svg]:size-4 [&_svg]:size-5 size-4")).toBe("[&_svg]:size-5 size-4");
    expect(
      mergeClasses("has-[[data-state=checked]]:ring-2 has-[[data-state=checked]]:ring-4"),
    ).toBe("has-[[data-state=checked]]:ring-4");
  });

  it("keeps important classes apart and merges arbitrary properties by property", () => {
    expect(mergeClasses("px-2! px-4")).toBe("px-2! px-4");
    expect(mergeClasses("[mask-type:alpha] [mask-type:luminance]")).toBe("[mask-type:luminance]");
  });

  it("keeps classes it does not know, and drops exact repeats", () => {
    expect(mergeClasses("my-widget  other-thing my-widget")).toBe("other-thing my-widget");
    expect(mergeClasses("object-cover object-center")).toBe("object-cover object-center");
    expect(mergeClasses("col-start-1 col-end-3")).toBe("col-start-1 col-end-3");
  });
});
