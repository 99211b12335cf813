// Photo uploads (spec selling-core §5, §9): the body is the image itself (image/jpeg, image/png
// or image/webp), read as bytes up to the contract's 2 MB in the scope of the routes that take
// one; every other route keeps the app's small JSON limit. What the bytes are is the handler's
// to check (modules/annual/photos.ts). Photos go out as JPEG, never cached.
import { PHOTO_UPLOAD } from "@shop/core/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { ApiError } from "./errors";

/** Lets the routes of this scope take an image as their body. */
export function acceptPhotoBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    [...PHOTO_UPLOAD.mimeTypes],
    { parseAs: "buffer", bodyLimit: PHOTO_UPLOAD.maxBytes },
    (_request, body, done) => done(null, body),
  );
}

/** The uploaded image, or a 415 when the request brought none. */
export function photoBody(body: unknown): Buffer {
  if (!Buffer.isBuffer(body)) {
    throw new ApiError(
      "unsupported_media_type",
      "Send the photo as image/jpeg, image/png or image/webp",
    );
  }
  return body;
}

export function sendJpeg(reply: FastifyReply, bytes: Uint8Array) {
  return reply
    .type("image/jpeg")
    .header("Cache-Control", "private, no-store")
    .header("Content-Disposition", "inline")
    .send(Buffer.from(bytes));
}
