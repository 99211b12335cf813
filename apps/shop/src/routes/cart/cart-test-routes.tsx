// Test only: the shop's route tree with /cart and /tickets/personalization led to the pages
// of this area, whether or not src/router.tsx has taken them in yet (it lazy-loads them), and
// rendered like src/test/render-shop.tsx does (real providers, fixed clock, stubbed fetch).
import { render } from "@testing-library/react";
import { createMemoryRouter, type RouteObject } from "react-router";
import { App } from "../../app";
import { routes } from "../../router";
import { MemoryStorage } from "../../test/memory-storage";
import { TEST_NOW } from "../../test/render-shop";
import { PersonalizationPage } from "../tickets/personalization-page";
import { CartSummaryPage } from "./cart-summary-page";

const OWN: RouteObject[] = [
  { path: "cart", Component: CartSummaryPage },
  { path: "tickets/personalization", Component: PersonalizationPage },
];

function withOwnPages(tree: RouteObject[]): RouteObject[] {
  return tree.map((route) => {
    if (!route.children) return route;
    const children = withOwnPages(route.children);
    const isPageList = children.some((child) => child.path === "start");
    return {
      ...route,
      children: isPageList
        ? [...OWN, ...children.filter((child) => child.path !== "cart")]
        : children,
    } as RouteObject;
  });
}

export function renderCartArea(url: string, options: { storage: MemoryStorage; now?: Date }) {
  const router = createMemoryRouter(withOwnPages(routes), { initialEntries: [url] });
  const now = options.now ?? TEST_NOW;
  const view = render(
    <App router={router} initialLocale="en" storage={options.storage} now={() => now} />,
  );
  return { ...view, router, location: () => router.state.location.pathname };
}

export { MemoryStorage, TEST_NOW };
