import { createContext, type ReactNode, use, useSyncExternalStore } from "react";
import { type CartState, type CartStore, cartItemCount } from "./cart-store";

const CartContext = createContext<CartStore | null>(null);

export function CartProvider({ store, children }: { store: CartStore; children: ReactNode }) {
  return <CartContext value={store}>{children}</CartContext>;
}

export function useCartStore(): CartStore {
  const store = use(CartContext);
  if (!store) throw new Error("useCartStore is used outside CartProvider");
  return store;
}

export function useCart(): CartState {
  const store = useCartStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

export function useCartCount(): number {
  return cartItemCount(useCart());
}
