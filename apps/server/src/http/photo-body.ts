// Photo uploads (spec selling-core §5, §9): the body is the image itself (image/jpeg, image/png
// or image/webp), read as bytes up to the contract's 2 MB in the scope of the routes that take
// one; every other route keeps the app's small JSON limit. A route may take the photo as a form
// too (spec selling-core §7 "file, token": `photoForm`, read by src/http/multipart.ts's plugin
// within the same 2 MB). What the bytes are is the handler's to check (modules/annual/photos.ts).
// Photos go out as JPEG, never cached.
import { PHOTO_UPLOAD } from "@shop/core/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError, fieldError } from "./errors";

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

/** A photo form: the bytes of its file and the text fields asked for. */
export interface PhotoForm {
  bytes: Buffer;
  fields: Partial<Record<string, string>>;
}

const hasStatus = (error: unknown) =>
  typeof (error as { statusCode?: unknown }).statusCode === "number";

/**
 * Reads a multipart/form-data photo form: one file in `form.file`, and of the text fields those
 * named in `form.fields` (others are left out, as unknown query keys are). No file, or an empty
 * one (a form sent without choosing a file): 422 naming the file's field.
 */
export async function photoForm(
  request: FastifyRequest,
  form: { file: string; fields: readonly string[] },
): Promise<PhotoForm> {
  let bytes: Buffer | undefined;
  const fields: Partial<Record<string, string>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== form.file) {
          part.file.resume();
          throw fieldError(
            "validation",
            part.fieldname,
            `The photo goes in the field ${form.file}`,
          );
        }
        bytes = await part.toBuffer();
      } else if (form.fields.includes(part.fieldname) && typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // The plugin's refusals carry a status (src/http/error-handler.ts names their field); a
    // form busboy cannot read at all (no boundary, a broken part) carries none, and is the
    // client's too.
    if (error instanceof ApiError || hasStatus(error)) throw error;
    throw fieldError("bad_request", "body", "The form could not be read as multipart/form-data");
  }
  if (bytes === undefined || bytes.length === 0) {
    throw fieldError("validation", form.file, "Required: the photo");
  }
  return { bytes, fields };
}

/** The same refusal, naming `to` where it named `from` (a form's field for the body's name). */
export function renamedField(error: unknown, from: string, to: string): unknown {
  const messages = error instanceof ApiError ? error.fields?.[from] : undefined;
  if (!(error instanceof ApiError) || messages === undefined) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields ?? {}).map(([field, text]) => [field === from ? to : field, text]),
  );
  const renamed = new ApiError(error.code, error.message, fields);
  renamed.available = error.available;
  return renamed;
}

export function sendJpeg(reply: FastifyReply, bytes: Uint8Array) {
  return reply
    .type("image/jpeg")
    .header("Cache-Control", "private, no-store")
    .header("Content-Disposition", "inline")
    .send(Buffer.from(bytes));
}
