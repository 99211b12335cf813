export {
  CART_LINE_KINDS,
  CartLine,
  CartLineDescription,
  type CartLineKind,
  type CartLineProps,
  type CartLineSubTicket,
  type CartLineWhen,
  cartLineVariants,
  formatLineDay,
  formatLineTime,
} from "./cart-line";
export { cartLineMessages } from "./messages";
