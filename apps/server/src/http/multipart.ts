// spec selling-core §7: the annual photo upload takes "file, token", the form an HTML page or a
// client of the spec sends (multipart/form-data). @fastify/multipart 10.1.9, the Fastify team's
// plugin, reads such forms, so no hand-written multipart parsing: it only marks a request as
// multipart, and the route that takes a form reads it (src/http/photo-body.ts `photoForm`);
// elsewhere a form is a body the route cannot read (422 or 415, as for any other wrong body).
// The limits are the bare upload's: one file of at most PHOTO_UPLOAD.maxBytes, and a few short
// fields, so a form can be no larger than the image body it replaces.
import fastifyMultipart from "@fastify/multipart";
import { PHOTO_UPLOAD } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";

/** The longest text field a form may carry (a token is 43 characters). */
const FIELD_BYTES = 1024;

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: PHOTO_UPLOAD.maxBytes,
      files: 1,
      fields: 4,
      fieldSize: FIELD_BYTES,
      fieldNameSize: 100,
      parts: 5,
      headerPairs: 50,
    },
  });
}
