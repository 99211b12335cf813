// spec selling-core §3: the events of product lines — coupons and annual tickets hold nothing on
// the server: a quantity of a product, one line per product (a product added again grows its
// line). Planned for the reducer of ./cart-holds.ts. (Goods are held: ./merchandise-holds.ts.)
import type { CartItem } from "@shop/core/contract";
import {
  type HoldEvent,
  keyOf,
  lineOf,
  local,
  type Outcomes,
  replaced,
  unchanged,
  withLine,
} from "./hold-plan";

type ProductLine = CartItem & { type: "Annual" | "Coupon" };

const isProductLine = (item: CartItem | undefined): item is ProductLine =>
  item?.type === "Annual" || item?.type === "Coupon";

export function isProductKey(items: readonly CartItem[], key: string): boolean {
  return isProductLine(lineOf(items, key));
}

/** A product line's new quantity. */
export function planProductChange(items: readonly CartItem[], key: string, quantity: number) {
  const line = lineOf(items, key);
  if (!isProductLine(line) || line.attributes.quantity === quantity) {
    return unchanged<Outcomes["change"]>({});
  }
  return local<Outcomes["change"]>((current) => {
    const now = lineOf(current, key);
    if (!isProductLine(now)) return [...current];
    return replaced(current, key, { ...now, attributes: { ...now.attributes, quantity } });
  }, {});
}

export function planProducts({ lines }: Extract<HoldEvent, { type: "products" }>) {
  return local(
    (items) => {
      let next = [...items];
      for (const { type, id, quantity } of lines) {
        if (quantity <= 0) continue;
        const before = lineOf(next, keyOf({ kind: "coupon", productId: id }));
        next = withLine(
          next,
          isProductLine(before)
            ? {
                ...before,
                attributes: {
                  ...before.attributes,
                  quantity: before.attributes.quantity + quantity,
                },
              }
            : ({ type, attributes: { id, quantity }, reservations: [] } as CartItem),
        );
      }
      return next;
    },
    {} as Outcomes["products"],
  );
}
