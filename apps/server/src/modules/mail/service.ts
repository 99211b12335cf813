// The mail module's face (DESIGN §3): the order confirmation (spec selling-core §7) and what
// its composer reads of an order; the mails of customer accounts.
export { type AccountMail, sendAccountMail } from "./account-mail";
export { type CancellationMail, sendCancellationMail } from "./cancellation-mail";
export type { ConfirmationItem, ConfirmationOrder } from "./confirmation-message";
export {
  composeOrderConfirmation,
  type MailDelivery,
  type MailDeps,
  sendOrderConfirmation,
} from "./send-order-confirmation";
export { sendWaitingListOfferMail, type WaitingListOfferMail } from "./waiting-list-mail";
