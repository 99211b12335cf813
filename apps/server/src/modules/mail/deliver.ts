// Delivers a composed mail: through SMTP when SMTP_URL is set, else written to OUTBOX_DIR as
// <timestamp>-<name>.eml, so a shop without a mail server (a demo, a developer machine, CI)
// still produces the exact mail a customer would get. Every mail of the shop goes this way.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Clock } from "../../clock";
import type { Config } from "../../config";

export type MailDelivery =
  | { via: "smtp"; messageId: string }
  | { via: "outbox"; messageId: string; file: string };

export interface ComposedMail {
  raw: Buffer;
  messageId: string;
  envelope: { from: string; to: string[] };
}

/** Builds the RFC 5322 bytes of a mail (CRLF line ends) without sending it. */
export async function composeMail(
  deps: { config: Pick<Config, "mailFrom">; clock: Clock },
  mail: {
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments?: SendMailOptions["attachments"];
  },
): Promise<ComposedMail> {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
  });
  const info = await composer.sendMail({ from: deps.config.mailFrom, ...mail, date: deps.clock() });
  const envelope = info.envelope as { from: string | false; to: string[] };
  return {
    raw: info.message as Buffer,
    messageId: info.messageId,
    envelope: { from: envelope.from || "", to: envelope.to },
  };
}

function outboxFileName(now: Date, name: string): string {
  // ISO time without ":" (not allowed in Windows file names); it sorts by time.
  return `${now.toISOString().replace(/[:.]/g, "-")}-${name}.eml`;
}

/** Sends `mail`; `name` (file-safe: letters, digits, "-") names its outbox file. */
export async function deliverMail(
  deps: { config: Pick<Config, "smtpUrl" | "outboxDir">; clock: Clock },
  mail: ComposedMail,
  name: string,
): Promise<MailDelivery> {
  if (deps.config.smtpUrl) {
    const smtp = nodemailer.createTransport(deps.config.smtpUrl);
    try {
      await smtp.sendMail({ envelope: mail.envelope, raw: mail.raw });
    } finally {
      smtp.close();
    }
    return { via: "smtp", messageId: mail.messageId };
  }
  await mkdir(deps.config.outboxDir, { recursive: true });
  const file = join(deps.config.outboxDir, outboxFileName(deps.clock(), name));
  // "wx": never overwrite an earlier mail that happened to get the same name.
  await writeFile(file, mail.raw, { flag: "wx" });
  return { via: "outbox", messageId: mail.messageId, file };
}
