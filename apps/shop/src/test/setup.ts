import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, expect, vi } from "vitest";
import { takeStubViolations } from "./fetch-stub";

// Whole-app renders load lazy route chunks; on a busy two-core machine that can pass 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // test/fetch-stub.ts: a stub may answer only what the endpoint table lets the server answer.
  expect(takeStubViolations()).toEqual([]);
});

// jsdom does not scroll; the app's scroll-to-top is observed through this stub.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// jsdom lacks the pointer-capture and scrolling APIs that Radix calls.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// axe probes canvas support, which jsdom does not have; "no canvas" is the honest answer.
HTMLCanvasElement.prototype.getContext = (() =>
  null) as typeof HTMLCanvasElement.prototype.getContext;
