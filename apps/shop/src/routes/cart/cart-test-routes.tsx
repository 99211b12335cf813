// Test only: the whole shop at a URL of this area (the cart, the personalization step), in
// English, rendered like src/test/render-shop.tsx does (real providers and routes, fixed
// clock, stubbed fetch).
import { MemoryStorage } from "../../test/memory-storage";
import { renderShop, TEST_NOW } from "../../test/render-shop";

export function renderCartArea(url: string, options: { storage: MemoryStorage; now?: Date }) {
  const view = renderShop(url, { ...options, browserLanguages: ["en"] });
  return { ...view, location: () => view.router.state.location.pathname };
}

export { MemoryStorage, TEST_NOW };
