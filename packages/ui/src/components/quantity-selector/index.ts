export { quantitySelectorMessages } from "./messages";
export {
  QUANTITY_BUTTONS_MAX,
  type QuantityDisplay,
  QuantitySelector,
  type QuantitySelectorProps,
  quantityButtonVariants,
} from "./quantity-selector";
