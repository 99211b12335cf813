// The issue 34, Deliver 4: the widget's allowed sites (settings widget.allowedSites) become
// sources of frame-ancestors as they are written, so only an origin as a browser spells it
// passes.
import { describe, expect, it } from "vitest";
import { ShopSettings, SiteOrigin } from "./shop-settings";

describe("given a site that may frame the shop", () => {
  it.each([
    "https://museum.example.org",
    "https://museum.example.org:8443",
    "https://xn--mnchen-3ya.example",
    "http://localhost:4173",
    "http://127.0.0.1:8080",
    "http://localhost",
  ])("takes the origin %s", (origin) => {
    expect(SiteOrigin.safeParse(origin).success).toBe(true);
  });

  it.each([
    ["a path", "https://museum.example.org/tickets"],
    ["a trailing slash", "https://museum.example.org/"],
    ["plain http elsewhere", "http://museum.example.org"],
    ["a wildcard", "https://*.example.org"],
    ["a keyword", "'self'"],
    ["upper case, which browsers never send", "https://Museum.example.org"],
    ["a second source", "https://a.example https://b.example"],
    ["a directive's end", "https://a.example;script-src"],
    ["a user name", "https://user@museum.example.org"],
    ["nothing", ""],
  ])("refuses %s", (_case, origin) => {
    expect(SiteOrigin.safeParse(origin).success).toBe(false);
  });

  it("defaults to no site at all", () => {
    expect(ShopSettings.parse({}).widget).toEqual({ allowedSites: [] });
  });
});
