import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { takeStubViolations } from "./fetch-stub";

// Whole-app renders load lazy route chunks; on a busy two-core machine that can pass 1 s.
configure({ asyncUtilTimeout: 5000 });

// The server sets this hint beside every session (features/checkout/api.ts): a test's
// browser may hold a session and asks GET /auth/validate_token, whose stub answers whether it
// does. Tests of a visitor who never had one clear it.
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "shop_signed_in=1; path=/";
});

afterEach(() => {
  cleanup();
  // What a test left for the browser session (a guest's details) is not the next test's.
  window.sessionStorage.clear();
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
