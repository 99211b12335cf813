// The pages a visitor shares that have their own title, description and picture (issue 29,
// Deliver 7): a museum, an exhibition and an event, read through their modules' services in
// the page's language (`?lang=`, as the shop reads it; German otherwise). Any other path, an
// unknown id or an unreadable row: the page as built.
import { DEFAULT_LOCALE, isLocale, type Locale } from "@shop/core";
import type { Picture } from "@shop/core/contract";
import type { FastifyRequest } from "fastify";
import type { Clock } from "../clock";
import type { Queryable } from "../db/database";
import { type PageMeta, plainText } from "../http/page-meta";
import { getEvent } from "../modules/events/service";
import { getExhibition } from "../modules/exhibitions/service";
import { getMuseum } from "../modules/museums/service";

interface Shared {
  title: string;
  description: string;
  picture: Picture | null;
}

type Reader = (db: Queryable, id: number, locale: Locale, now: Date) => Promise<Shared>;

/** The shop's paths of a shared page (apps/shop router.tsx VENUE_PAGES, EVENT_PAGES). */
const SHARED_PAGES: readonly (readonly [RegExp, Reader])[] = [
  [/^\/museum\/(\d{1,9})\/?$/, (db, id, locale) => getMuseum(db, id, locale)],
  [/^\/exhibition\/(\d{1,9})\/?$/, (db, id, locale) => getExhibition(db, id, locale)],
  [/^\/event\/(\d{1,9})\/?$/, getEvent],
];

/** The picture's widest rendition the catalogue has (a catalogue may give only some). */
const RENDITIONS = ["article_3x2", "article", "detail", "teaser", "preview", "thumbnail"] as const;

function localeOf(request: FastifyRequest): Locale {
  const lang = new URL(request.url, "http://shop.invalid").searchParams.get("lang");
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The preview of the page at `path`, or null when it has none of its own. */
export async function sharedPageMeta(
  deps: { db: Queryable; clock: Clock; venueName: () => Promise<string> },
  request: FastifyRequest,
  path: string,
): Promise<PageMeta | null> {
  for (const [pattern, read] of SHARED_PAGES) {
    const id = pattern.exec(path)?.[1];
    if (id === undefined) continue;
    let shared: Shared;
    try {
      shared = await read(deps.db, Number(id), localeOf(request), deps.clock());
    } catch (error) {
      // an unknown id: the shop's page says so itself
      if ((error as { code?: string }).code === "not_found") return null;
      throw error;
    }
    const origin = `${request.protocol}://${request.host}`;
    const { picture } = shared;
    const image = picture ? (RENDITIONS.map((name) => picture[name]).find(Boolean) ?? null) : null;
    const venue = await deps.venueName();
    return {
      title: venue === "" ? shared.title : `${shared.title} – ${venue}`,
      description: plainText(shared.description),
      image: image === null ? null : new URL(image, origin).href,
      url: new URL(request.url, origin).href,
      siteName: venue === "" ? null : venue,
    };
  }
  return null;
}
