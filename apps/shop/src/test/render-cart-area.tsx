// Test only: the whole shop at a URL of the cart's area (the cart, the personalization step),
// in English, rendered like ./render-shop.tsx does (real providers and routes, fixed
// clock, stubbed fetch).
import { MemoryStorage } from "./memory-storage";
import { renderShop, TEST_NOW } from "./render-shop";

export function renderCartArea(url: string, options: { storage: MemoryStorage; now?: Date }) {
  const view = renderShop(url, { ...options, browserLanguages: ["en"] });
  return { ...view, location: () => view.router.state.location.pathname };
}

export { MemoryStorage, TEST_NOW };
