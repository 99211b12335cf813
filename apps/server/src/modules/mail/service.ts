// The mail module's face (DESIGN §3): the order confirmation (spec selling-core §7) and what
// its composer reads of an order.
export type { ConfirmationOrder } from "./confirmation-message";
export {
  composeOrderConfirmation,
  type MailDelivery,
  type MailDeps,
  sendOrderConfirmation,
} from "./send-order-confirmation";
