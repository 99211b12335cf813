export { paymentMethodPickerMessages } from "./messages";
export {
  PAYMENT_METHOD_KEYS,
  type PaymentMethodKey,
  PaymentMethodPicker,
  type PaymentMethodPickerProps,
} from "./payment-method-picker";
