// Types of serve.mjs for the journey (tests/widget.spec.ts).
export function testPageSite(shop: string): Promise<string>;
export function serveTestPage(
  shop: string,
  site: string,
): Promise<{ url: string; close: () => Promise<void> }>;
