export {
  CART_LINE_KINDS,
  CartLine,
  type CartLineKind,
  type CartLineProps,
  type CartLineSubTicket,
  cartLineVariants,
  formatLineDay,
  formatLineTime,
} from "./cart-line";
export { cartLineMessages } from "./messages";
