// spec surrounding-areas §2 "Static pages": /page/{id} shows a text of the venue (terms,
// imprint, privacy, contact, FAQ, accessibility statement and any page the venue adds). The
// spec names the shop's route only; the calls are ours (DESIGN.md §5): GET /pages and
// GET /pages/{id}, the texts held in the catalogue's `pages` section per locale.
import { z } from "zod";
import { listOf } from "./common";

/** A page's id as it appears in /page/{id}: lower-case letters, digits and hyphens. */
export const PageSlug = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, {
    error: "Lower-case letters, digits and inner hyphens only, at most 64",
  })
  .meta({ description: "Page id", example: "impressum" });
export type PageSlug = z.infer<typeof PageSlug>;

/** Path of GET /pages/{id}. */
export const PagePath = z
  .object({ id: PageSlug })
  .meta({ id: "PagePath", description: "Path with a page id", example: { id: "impressum" } });
export type PagePath = z.infer<typeof PagePath>;

/** A page listed (GET /pages): its id and title in the asked language. */
export const PageSummary = z.object({ id: PageSlug, title: z.string() }).meta({
  id: "PageSummary",
  description: "A static page of the venue",
  example: { id: "impressum", title: "Imprint" },
});
export type PageSummary = z.infer<typeof PageSummary>;

/** GET /pages. */
export const PageList = listOf(PageSummary, "PageList");
export type PageList = z.infer<typeof PageList>;

/**
 * GET /pages/{id}: the title and the text, which is HTML already sanitised when the catalogue
 * was loaded (text markup and https, mailto and tel links only), for the shop to render as is.
 */
export const Page = PageSummary.extend({ body: z.string() }).meta({
  id: "Page",
  description: "A static page with its sanitised HTML text",
  example: {
    id: "impressum",
    title: "Imprint",
    body: "<p>Museen am Fluss gGmbH, Uferstraße 1, 12345 Flussstadt</p>",
  },
});
export type Page = z.infer<typeof Page>;
