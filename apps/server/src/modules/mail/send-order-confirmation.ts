// Sends the order confirmation. The MIME message is built once (nodemailer's stream transport
// in buffer mode composes it without sending); then it goes through SMTP when SMTP_URL is set,
// or is written to OUTBOX_DIR as <timestamp>-order-<id>.eml, so a shop without a mail server
// (a demo, a developer machine, CI) still produces the exact mail a customer would get.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import { buildConfirmation, type ConfirmationOrder } from "./confirmation-message";

export interface MailDeps {
  config: Pick<Config, "smtpUrl" | "outboxDir" | "mailFrom">;
  /** documents/ticket-secret.ts resolveTicketCodeSecret(config). */
  ticketCodeSecret: string;
  clock: Clock;
}

export type MailDelivery =
  | { via: "smtp"; messageId: string }
  | { via: "outbox"; messageId: string; file: string };

/** The complete message as RFC 5322 bytes (CRLF line ends), ready for SMTP or a .eml file. */
export async function composeOrderConfirmation(
  deps: Pick<MailDeps, "config" | "ticketCodeSecret" | "clock">,
  order: ConfirmationOrder,
): Promise<{ raw: Buffer; messageId: string; envelope: { from: string; to: string[] } }> {
  const content = await buildConfirmation(order, deps.ticketCodeSecret);
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
  });
  const info = await composer.sendMail({
    from: deps.config.mailFrom,
    to: order.email,
    subject: content.subject,
    text: content.text,
    html: content.html,
    attachments: content.attachments,
    date: deps.clock(),
  });
  const envelope = info.envelope as { from: string | false; to: string[] };
  return {
    raw: info.message as Buffer,
    messageId: info.messageId,
    envelope: { from: envelope.from || "", to: envelope.to },
  };
}

function outboxFileName(now: Date, orderId: number): string {
  // ISO time without ":" (not allowed in Windows file names); it sorts by time.
  return `${now.toISOString().replace(/[:.]/g, "-")}-order-${orderId}.eml`;
}

export async function sendOrderConfirmation(
  deps: MailDeps,
  order: ConfirmationOrder,
): Promise<MailDelivery> {
  const { raw, messageId, envelope } = await composeOrderConfirmation(deps, order);
  if (deps.config.smtpUrl) {
    const smtp = nodemailer.createTransport(deps.config.smtpUrl);
    try {
      await smtp.sendMail({ envelope, raw });
    } finally {
      smtp.close();
    }
    return { via: "smtp", messageId };
  }
  await mkdir(deps.config.outboxDir, { recursive: true });
  const file = join(deps.config.outboxDir, outboxFileName(deps.clock(), order.id));
  // "wx": never overwrite an earlier mail that happened to get the same name.
  await writeFile(file, raw, { flag: "wx" });
  return { via: "outbox", messageId, file };
}
