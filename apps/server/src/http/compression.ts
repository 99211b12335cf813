// The issue "speed" (Deliver 1): JSON answers above 1 kB go out compressed when the request
// accepts it (brotli, else gzip; Vary: Accept-Encoding), by @fastify/compress 9.2.0, the
// Fastify team's plugin, rather than our own stream handling. The shop's files are not
// compressed here: the build wrote their brotli and gzip copies (plugins/shop-static.ts), and
// an answer that already has a Content-Encoding is left alone.
//
// The plugin appends its onSend hook to each route registered after it, behind the route's
// own: the idempotency store (POST /orders, src/http/idempotency.ts) keeps the answer's text,
// and the replay is compressed like the first answer (test/http/compression.test.ts). So it
// must be registered before the routes. Compressed request bodies are not accepted: the body
// limits count what arrives, and a small gzip body can inflate to gigabytes.
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
  });
}
