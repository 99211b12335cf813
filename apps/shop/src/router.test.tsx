// @shop/core's SHOP_PAGE_PATHS is what the catalogue check lets a venue link to (issue 27 item
// 11): every one of them must be a page of this router, not its catch-all redirect.
import { matchShopPage, SHOP_PAGE_PATHS } from "@shop/core";
import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { createRoutesFromChildren, matchRoutes, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { ShopRoutes } from "./router";

/** The children of the `<Routes>` that ShopRoutes renders. */
function routeChildren(node: ReactNode): ReactNode {
  for (const child of Children.toArray(node)) {
    if (!isValidElement(child)) continue;
    const element = child as ReactElement<{ children?: ReactNode }>;
    if (element.type === Routes) return element.props.children;
    const found = routeChildren(element.props.children);
    if (found !== undefined) return found;
  }
  return undefined;
}

const routes = createRoutesFromChildren(routeChildren(ShopRoutes()));

describe("the pages a venue may link to", () => {
  it.each(SHOP_PAGE_PATHS)("%s is a page of the shop's router", (pattern) => {
    const matches = matchRoutes(routes, pattern.replace(/:\w+/g, "1")) ?? [];
    const page = matches.at(-1)?.route;
    expect(page).toBeDefined();
    // the catch-alls send an unknown path back to the start page
    expect(page?.path).not.toBe("*");
  });

  it("would notice a page the router does not have", () => {
    for (const path of ["/tickets/annaul", "/musem/1", "/events/dates/1"]) {
      expect(matchRoutes(routes, path)?.at(-1)?.route.path).toBe("*");
    }
  });

  it("leaves out the error pages, which only a failed load leads to", () => {
    for (const path of ["/merchandise-error", "/product-error"]) {
      expect(matchRoutes(routes, path)?.at(-1)?.route.path).not.toBe("*");
      expect(matchShopPage(path)).toBeNull();
    }
  });
});
