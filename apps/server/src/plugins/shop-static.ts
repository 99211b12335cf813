// Serves the built shop (apps/shop/dist) at `/` (DESIGN.md §2: the server serves the SPA).
// Files are sent as the build's brotli or gzip copy when the request accepts one (Vary:
// Accept-Encoding), else as they are; hashed ones under assets/ are cached for a year,
// everything else (index.html above all) is revalidated on every use. Any other GET of a shop
// path gets index.html, so the shop's router can handle deep links (/tickets/time?…) and
// reloads, whatever the client accepts (a chat app's link preview, an uptime monitor, curl)
// unless it accepts only JSON; an API path, a missing hashed asset and (for a client that does
// not ask for HTML) a missing file name fall through to the JSON 404 of the API.
// When the venue configures its own stylesheet or script (settings customStyleUrl,
// customScriptUrl), index.html is answered with their tags in its head and a policy that
// allows exactly their origins (src/http/custom-assets.ts); the page of a museum, an
// exhibition or an event carries its own title, description and preview tags
// (src/http/page-meta.ts).
import { readFile, stat } from "node:fs/promises";
import { resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  type CustomAssets,
  customPageOf,
  insertIntoHead,
  NO_CUSTOM_ASSETS,
} from "../http/custom-assets";
import { type PageMeta, withPageMeta } from "../http/page-meta";
import { SHOP_DIST_DIR } from "../paths";

/** Where Vite writes the shop (apps/shop/vite.config.ts `build.outDir`). */
export const DEFAULT_SHOP_DIST = SHOP_DIST_DIR;

// Vite names every file in assets/ after a hash of its content (`build.assetsDir`).
const HASHED_DIR = "assets";
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
export const REVALIDATE_CACHE = "no-cache";

export interface ShopStaticOptions {
  enabled: boolean;
  /** Absolute path of the built shop. */
  root: string;
  /** The venue's stylesheet and script for index.html (app.ts reads them from the settings). */
  customAssets?: () => Promise<CustomAssets>;
  /** The title, description and picture of the page at a path, if it has its own. */
  pageMeta?: (request: FastifyRequest, path: string) => Promise<PageMeta | null>;
}

const EnvSchema = z.object({
  // "false" or "0" switches the shop off, e.g. for an API-only instance behind a CDN.
  SERVE_SHOP: z.enum(["true", "false", "1", "0"]).default("true"),
  SHOP_DIST_DIR: z.string().min(1).optional(),
});

/** Reads SERVE_SHOP and SHOP_DIST_DIR (relative to the working directory). */
export function shopStaticOptions(
  env: Record<string, string | undefined> = process.env,
): ShopStaticOptions {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`invalid environment: ${lines.join("; ")}`);
  }
  const { SERVE_SHOP, SHOP_DIST_DIR } = parsed.data;
  return {
    enabled: SERVE_SHOP === "true" || SERVE_SHOP === "1",
    root: SHOP_DIST_DIR ? resolve(process.cwd(), SHOP_DIST_DIR) : DEFAULT_SHOP_DIST,
  };
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

function acceptsHtml(request: FastifyRequest): boolean {
  return /\btext\/html\b/i.test(request.headers.accept ?? "");
}

/** Whether the Accept header names anything but JSON (no header accepts everything). */
function acceptsMoreThanJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  if (accept === undefined || accept.trim() === "") return true;
  return accept.split(",").some((range) => {
    const [type = "", ...parameters] = range.split(";").map((part) => part.trim().toLowerCase());
    if (type === "" || parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter))) return false;
    return type !== "application/json" && !type.endsWith("+json");
  });
}

/**
 * Whether a GET of `path` that names no file of the build gets the shop's page: always when
 * the client asks for HTML (a browser's navigation), else unless it accepts only JSON or the
 * path names a file (a dot in its last segment: a shop path never has one).
 */
function wantsPage(request: FastifyRequest, path: string): boolean {
  if (path.startsWith(`/${HASHED_DIR}/`)) return false;
  if (acceptsHtml(request)) return true;
  return acceptsMoreThanJson(request) && !(path.split("/").at(-1) ?? "").includes(".");
}

/** The file of the dist folder a URL path names, relative to root; null if it names none. */
async function fileOf(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const absolute = resolve(root, `.${decoded}`);
  // Never look outside the dist folder (../ in any spelling).
  if (!absolute.startsWith(root.endsWith(sep) ? root : `${root}${sep}`)) return null;
  return (await isFile(absolute)) ? absolute.slice(root.length).replace(/^[/\\]+/, "") : null;
}

/**
 * The issue 34, Deliver 4: the widget's script (apps/shop vite.widget.config.ts), which the
 * venue's own pages load from this origin. Every other file keeps helmet's
 * Cross-Origin-Resource-Policy same-origin, which would refuse it to them.
 */
export const WIDGET_FILE = "widget.js";

function send(reply: FastifyReply, file: string) {
  const hashed = file.startsWith(`${HASHED_DIR}/`) || file.startsWith(`${HASHED_DIR}${sep}`);
  reply.header("Cache-Control", hashed ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
  if (file === WIDGET_FILE) reply.header("Cross-Origin-Resource-Policy", "cross-origin");
  return reply.sendFile(file);
}

const INDEX = "index.html";

/** The venue's assets; none when they cannot be read, so the shop still starts (and shows
 * its maintenance page when GET /shop fails too). */
async function customAssetsOf(
  request: FastifyRequest,
  load: (() => Promise<CustomAssets>) | undefined,
): Promise<CustomAssets> {
  if (!load) return NO_CUSTOM_ASSETS;
  try {
    return await load();
  } catch (error) {
    request.log.warn({ err: error }, "the custom style and script settings could not be read");
    return NO_CUSTOM_ASSETS;
  }
}

/** The page's own title and preview tags; none when they cannot be read (the page still works). */
async function pageMetaOf(
  request: FastifyRequest,
  path: string,
  load: ShopStaticOptions["pageMeta"],
): Promise<PageMeta | null> {
  if (!load) return null;
  try {
    return await load(request, path);
  } catch (error) {
    request.log.warn({ err: error, path }, "the page's title and description could not be read");
    return null;
  }
}

/** index.html, with the venue's stylesheet and script and the page's own title when any. */
async function sendIndex(
  root: string,
  options: ShopStaticOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
) {
  const [assets, meta] = await Promise.all([
    customAssetsOf(request, options.customAssets),
    pageMetaOf(request, path, options.pageMeta),
  ]);
  const page = customPageOf(assets);
  if (!page && !meta) return send(reply, INDEX);
  // Read each time: a few kilobytes, and a new build shows without a restart. The app's
  // compression (src/http/compression.ts) takes over from the build's compressed copies.
  let html = await readFile(resolve(root, INDEX), "utf8");
  if (meta) html = withPageMeta(html, meta);
  if (page) {
    html = insertIntoHead(html, page.tags);
    reply.header("Content-Security-Policy", page.policy);
  }
  return reply
    .header("Cache-Control", REVALIDATE_CACHE)
    .type("text/html; charset=utf-8")
    .send(html);
}

/**
 * Registers the shop at `/` when enabled and its build exists (it is absent in a fresh clone
 * until `pnpm --filter @shop/shop build` ran); otherwise the server stays API-only.
 */
export function shopStatic(options: ShopStaticOptions) {
  return async (app: FastifyInstance) => {
    const root = resolve(options.root);
    if (!options.enabled) return;
    if (!(await isFile(resolve(root, INDEX)))) {
      app.log.info({ root }, "no built shop found: serving the API only");
      return;
    }
    // serve: false — only reply.sendFile; the one route below decides what is sent.
    // preCompressed: the .br or .gz copy the build wrote beside a file (apps/shop vite.config.ts),
    // as the request accepts it; the file itself otherwise.
    await app.register(fastifyStatic, {
      root,
      serve: false,
      cacheControl: false,
      preCompressed: true,
    });

    app.get("/*", async (request, reply) => {
      const path = request.url.split("?")[0] ?? "/";
      if (isApiPath(path)) return reply.callNotFound();
      const file = path === "/" ? INDEX : await fileOf(root, path);
      if (file === INDEX) return sendIndex(root, options, request, reply, path);
      if (file) return send(reply, file);
      // A missing hashed file is a real 404: an HTML page in place of a script helps no one.
      if (wantsPage(request, path)) return sendIndex(root, options, request, reply, path);
      return reply.callNotFound();
    });
  };
}
