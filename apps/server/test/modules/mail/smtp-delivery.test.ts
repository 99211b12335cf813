import type { AddressInfo } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendOrderConfirmation } from "../../../src/modules/mail/send-order-confirmation";
import { SIGNING } from "../documents/fixtures";
import { PAID_ORDER } from "./fixtures";

interface Received {
  from: string;
  to: string[];
  raw: Buffer;
}

// A real SMTP server in this process: nodemailer speaks the full protocol to it.
const received: Received[] = [];
const server = new SMTPServer({
  authOptional: true,
  // Plain SMTP on loopback: without STARTTLS the client does not try a self-signed upgrade.
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks),
      });
      callback();
    });
  },
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("given SMTP_URL", () => {
  it("sends the confirmation to the customer through the server and writes no file", async () => {
    const outboxDir = "/nonexistent/outbox-must-not-be-used";

    const delivery = await sendOrderConfirmation(
      {
        config: { smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir, mailFrom: "shop@example.org" },
        ticketSigningKeys: SIGNING,
        clock: () => new Date("2030-06-01T08:00:00.000Z"),
      },
      PAID_ORDER,
    );

    expect(delivery).toEqual({ via: "smtp", messageId: expect.any(String) });
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe("shop@example.org");
    expect(received[0]?.to).toEqual(["erika.musterfrau@example.org"]);
    const mail = await PostalMime.parse(received[0]?.raw ?? "");
    expect(mail.messageId).toBe(delivery.messageId);
    expect(mail.subject).toBe("Ihre Bestellung 1001");
    expect(mail.attachments.map((attachment) => attachment.mimeType)).toEqual([
      "application/pdf",
      "application/pdf",
    ]);
  });

  it("fails loudly when the server cannot be reached", async () => {
    await expect(
      sendOrderConfirmation(
        {
          config: {
            smtpUrl: "smtp://127.0.0.1:1",
            outboxDir: "/nonexistent",
            mailFrom: "shop@example.org",
          },
          ticketSigningKeys: SIGNING,
          clock: () => new Date(),
        },
        PAID_ORDER,
      ),
    ).rejects.toThrow(/ECONNREFUSED|connect/);
  });
});
