import { describe, expect, it } from "vitest";
import { matchShopPage } from "./shop-pages";

describe("matchShopPage", () => {
  it.each([
    ["/start", { pattern: "/start" }],
    ["/tickets/annual", { pattern: "/tickets/annual" }],
    ["/tickets/time?ticket=3&date=2026-06-13", { pattern: "/tickets/time" }],
    ["/events/", { pattern: "/events" }],
    ["/museum/2", { pattern: "/museum/:id", param: "2" }],
    ["/tours?category_id=1", { pattern: "/tours" }],
    ["/tour/80", { pattern: "/tour/:id", param: "80" }],
    ["/merchandise/list?page=2", { pattern: "/merchandise/list" }],
    ["/merchandise/detail/60", { pattern: "/merchandise/detail/:id", param: "60" }],
    ["/page/ueber-uns#team", { pattern: "/page/:id", param: "ueber-uns" }],
    ["/search/K%C3%BCnstler", { pattern: "/search/:q", param: "Künstler" }],
  ])("finds the page of %s", (path, page) => {
    expect(matchShopPage(path)).toEqual(page);
  });

  it.each([
    "/merchandise",
    "/merchandise/1",
    "/merchandise/detail/",
    "/tickets/annaul",
    "/museum/",
    "/museum/2/extra",
    "/checkout/success",
    "",
  ])("knows no page at %j", (path) => {
    expect(matchShopPage(path)).toBeNull();
  });
});
