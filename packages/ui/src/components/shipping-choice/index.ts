export { shippingChoiceMessages } from "./messages";
export { ShippingChoice, type ShippingChoiceProps } from "./shipping-choice";
