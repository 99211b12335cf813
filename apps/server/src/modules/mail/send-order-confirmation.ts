// Sends the order confirmation. The MIME message is built once (nodemailer's stream transport
// in buffer mode composes it without sending); then ./deliver.ts sends it through SMTP or
// writes it to the outbox as <timestamp>-order-<id>.eml.
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { TicketSigningKeys } from "../documents/service";
import { buildConfirmation, type ConfirmationOrder } from "./confirmation-message";
import { type ComposedMail, composeMail, deliverMail, type MailDelivery } from "./deliver";

export type { MailDelivery } from "./deliver";

export interface MailDeps {
  config: Pick<Config, "smtpUrl" | "outboxDir" | "mailFrom">;
  /** documents/ticket-signing-key.ts: signs the admission codes of the attached PDFs. */
  ticketSigningKeys: Pick<TicketSigningKeys, "privateKey">;
  clock: Clock;
}

/** The complete message as RFC 5322 bytes (CRLF line ends), ready for SMTP or a .eml file. */
export async function composeOrderConfirmation(
  deps: Pick<MailDeps, "config" | "ticketSigningKeys" | "clock">,
  order: ConfirmationOrder,
): Promise<ComposedMail> {
  const content = await buildConfirmation(order, deps.ticketSigningKeys);
  return composeMail(deps, {
    to: order.email,
    subject: content.subject,
    text: content.text,
    html: content.html,
    attachments: content.attachments,
  });
}

export async function sendOrderConfirmation(
  deps: MailDeps,
  order: ConfirmationOrder,
): Promise<MailDelivery> {
  const message = await composeOrderConfirmation(deps, order);
  return deliverMail(deps, message, `order-${order.id}`);
}
