export { shippingChoiceMessages } from "./messages";
export { ShippingChoice, type ShippingChoiceProps, type ShippingGoods } from "./shipping-choice";
