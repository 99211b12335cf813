// The venue's answers for the page tests, as the endpoint table allows them.
import type { Exhibition, Museum, OpeningHours } from "@shop/core/contract";

export const CITY_MUSEUM: Museum = {
  id: 1,
  title: "Stadtmuseum",
  sub_title: "Kunst und Geschichte",
  description: "<p>Fünf Jahrhunderte <strong>Stadtgeschichte</strong>.</p><h2>Anfahrt</h2>",
  picture: {
    teaser: "https://shop.example.org/img/1/teaser.jpg",
    article: null,
    article_3x2: "https://shop.example.org/img/1/article_3x2.jpg",
    detail: null,
    preview: null,
    thumbnail: null,
    title: "Die große Halle",
    copyright_info: "© Fotoarchiv",
  },
};

export const HARBOUR_MUSEUM: Museum = {
  id: 2,
  title: "Hafenmuseum",
  sub_title: null,
  description: "",
  picture: null,
};

export function exhibition(id: number, overrides: Partial<Exhibition> = {}): Exhibition {
  return {
    id,
    museum_id: 1,
    title: `Ausstellung ${id}`,
    sub_title: null,
    description: "",
    picture: null,
    featured: false,
    time_frames: [{ start_at: "2030-03-01", end_at: "2030-09-30" }],
    ...overrides,
  };
}

export const HOURS: OpeningHours = {
  museum_id: 1,
  regular: {
    monday: [],
    tuesday: [{ open: "10:00", close: "18:00" }],
    wednesday: [{ open: "10:00", close: "18:00" }],
    thursday: [
      { open: "10:00", close: "13:00" },
      { open: "14:00", close: "20:00" },
    ],
    friday: [{ open: "10:00", close: "18:00" }],
    saturday: [{ open: "10:00", close: "18:00" }],
    sunday: [{ open: "11:00", close: "17:00" }],
  },
  exceptions: [
    { date: "2030-12-24", intervals: [], note: "Heiligabend" },
    { date: "2030-01-01", intervals: [], note: "Neujahr (vorbei)" },
  ],
};

export const list = <T>(data: T[]) => ({ data, meta: { total_count: data.length } });

/** GET /events as the server pages it: `per_page` of them, the count of all. */
export const pagedList =
  <T>(data: T[]) =>
  (url: URL) => ({
    data: data.slice(0, Number(url.searchParams.get("per_page") ?? data.length)),
    meta: { total_count: data.length },
  });
