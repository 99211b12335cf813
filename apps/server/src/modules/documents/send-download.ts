// How every order document leaves the server (PDFs, invoices, wallet passes, calendar files): as
// an attachment under its file name, never cached (it carries the order's codes), its type
// not to be guessed by a browser.
import type { FastifyReply } from "fastify";

export function sendDownload(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; body: Uint8Array | string },
): FastifyReply {
  return reply
    .type(file.contentType)
    .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
    .header("Cache-Control", "private, no-store")
    .header("X-Content-Type-Options", "nosniff")
    .send(typeof file.body === "string" ? file.body : Buffer.from(file.body));
}
