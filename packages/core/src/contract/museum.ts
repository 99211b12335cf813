// spec surrounding-areas §3 "Museum", "Exhibition", "Picture fields"; §7 GET /museums,
// /museums/{id}/opening_hours, /exhibitions.
import { z } from "zod";
import { WEEKDAYS, type Weekday } from "../constants";
import { Id, IsoDate, listOf, ShopUrl, singleLineText, Time } from "./common";
import { LocaleQuery, PaginationQuery, QueryIds } from "./query-params";

/** Image layouts the shop renders (spec surrounding-areas §3). */
export const ImageLayout = z
  .enum(["photo", "square", "standard"])
  .meta({ description: "How a picture is laid out", example: "standard" });
export type ImageLayout = z.infer<typeof ImageLayout>;

const rendition = ShopUrl.nullable();

/** A picture in its renditions, with title and copyright. */
export const Picture = z
  .object({
    teaser: rendition,
    article: rendition,
    article_3x2: rendition,
    detail: rendition,
    preview: rendition,
    thumbnail: rendition,
    title: z.string().nullable(),
    copyright_info: z.string().nullable(),
  })
  .meta({
    id: "Picture",
    description: "Renditions of one picture",
    example: {
      teaser: "https://shop.example.org/img/1/teaser.jpg",
      article: "https://shop.example.org/img/1/article.jpg",
      article_3x2: "https://shop.example.org/img/1/article_3x2.jpg",
      detail: "https://shop.example.org/img/1/detail.jpg",
      preview: "https://shop.example.org/img/1/preview.jpg",
      thumbnail: "https://shop.example.org/img/1/thumb.jpg",
      title: "Main hall",
      copyright_info: "© Museum photo archive",
    },
  });
export type Picture = z.infer<typeof Picture>;

/** A museum (GET /museums, /museums/{id}). */
export const Museum = z
  .object({
    id: Id,
    title: z.string(),
    sub_title: z.string().nullable(),
    description: z.string(),
    picture: Picture.nullable(),
  })
  .meta({
    id: "Museum",
    description: "A museum or venue",
    example: {
      id: 1,
      title: "City Museum",
      sub_title: "Art and history",
      description: "<p>Five centuries of the city.</p>",
      picture: null,
    },
  });
export type Museum = z.infer<typeof Museum>;

/** GET /museums. */
export const MuseumList = listOf(Museum, "MuseumList");
export type MuseumList = z.infer<typeof MuseumList>;

/** A span of an exhibition's run; end_at null for a permanent one. */
export const TimeFrame = z
  .object({ start_at: IsoDate, end_at: IsoDate.nullable() })
  .refine((frame) => frame.end_at === null || frame.end_at >= frame.start_at, {
    path: ["end_at"],
    message: "end_at must not be before start_at",
  })
  .meta({
    id: "TimeFrame",
    description: "Run of an exhibition",
    example: { start_at: "2025-03-01", end_at: "2025-09-30" },
  });
export type TimeFrame = z.infer<typeof TimeFrame>;

/** An exhibition (GET /exhibitions, /exhibitions/{id}). */
export const Exhibition = z
  .object({
    id: Id,
    museum_id: Id,
    title: z.string(),
    sub_title: z.string().nullable(),
    description: z.string(),
    picture: Picture.nullable(),
    featured: z.boolean(),
    time_frames: z.array(TimeFrame),
  })
  .meta({
    id: "Exhibition",
    description: "An exhibition of a museum",
    example: {
      id: 5,
      museum_id: 1,
      title: "Light and Shadow",
      sub_title: null,
      description: "<p>Photography 1900–1950.</p>",
      picture: null,
      featured: true,
      time_frames: [{ start_at: "2025-03-01", end_at: "2025-09-30" }],
    },
  });
export type Exhibition = z.infer<typeof Exhibition>;

/** GET /exhibitions. */
export const ExhibitionList = listOf(Exhibition, "ExhibitionList");
export type ExhibitionList = z.infer<typeof ExhibitionList>;

/** Query of GET /museums and GET /exhibitions: paging and a search text. */
export const CatalogueQuery = LocaleQuery.extend({
  ...PaginationQuery.shape,
  q: singleLineText({ trim: true, max: 200 }).optional(),
}).meta({
  id: "CatalogueQuery",
  description: "Paging and search text",
  example: { locale: "de", per_page: "1000", q: "light" },
});
export type CatalogueQuery = z.infer<typeof CatalogueQuery>;

/** Query of GET /exhibitions: paging, search text and the museums to show. */
export const ExhibitionsQuery = CatalogueQuery.extend({
  "by_museum_ids[]": QueryIds.optional(),
}).meta({
  id: "ExhibitionsQuery",
  description: "Paging, search text and museum filter of the exhibition list",
  example: { locale: "de", per_page: "1000", q: "light", "by_museum_ids[]": ["1"] },
});
export type ExhibitionsQuery = z.infer<typeof ExhibitionsQuery>;

/** One opening interval of a day, open before close. */
export const OpeningInterval = z
  .object({ open: Time, close: Time })
  .refine((interval) => interval.open < interval.close, {
    path: ["close"],
    message: "close must be after open",
  })
  .meta({
    id: "OpeningInterval",
    description: "Open from–to",
    example: { open: "10:00", close: "18:00" },
  });
export type OpeningInterval = z.infer<typeof OpeningInterval>;

/** The shape of a week: one `day` schema per weekday, in the order of WEEKDAYS. */
export function perWeekday<Day extends z.ZodType>(day: Day): { [K in Weekday]: Day } {
  return Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day])) as {
    [K in Weekday]: Day;
  };
}

// Design (the spec names the call only): each weekday lists its intervals (none: closed, two:
// a lunch break); a dated exception replaces its weekday's intervals for that one day.
const day = z.array(OpeningInterval).max(4);

/** GET /museums/{id}/opening_hours. */
export const OpeningHours = z
  .object({
    museum_id: Id,
    regular: z.object(perWeekday(day)),
    exceptions: z.array(z.object({ date: IsoDate, intervals: day, note: z.string().nullable() })),
  })
  .superRefine((hours, ctx) => {
    const seen = new Set<string>();
    hours.exceptions.forEach((exception, index) => {
      if (seen.has(exception.date)) {
        ctx.addIssue({
          code: "custom",
          path: ["exceptions", index, "date"],
          message: "One exception per date",
        });
      }
      seen.add(exception.date);
    });
  })
  .meta({
    id: "OpeningHours",
    description: "Opening hours per weekday, with dated exceptions",
    example: {
      museum_id: 1,
      regular: {
        monday: [],
        tuesday: [{ open: "10:00", close: "18:00" }],
        wednesday: [{ open: "10:00", close: "18:00" }],
        thursday: [{ open: "10:00", close: "20:00" }],
        friday: [{ open: "10:00", close: "18:00" }],
        saturday: [{ open: "10:00", close: "18:00" }],
        sunday: [{ open: "11:00", close: "17:00" }],
      },
      exceptions: [{ date: "2025-12-24", intervals: [], note: "Christmas Eve" }],
    },
  });
export type OpeningHours = z.infer<typeof OpeningHours>;
