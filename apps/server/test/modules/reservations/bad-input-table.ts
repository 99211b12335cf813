// The shape of the bad-input table shared by its two halves.
export const DAY = "2030-06-02";
export const TOKEN = "AAAAAAAAAAAAAAAAAAAAAA";

export interface Case {
  name: string;
  method: "POST" | "PUT" | "DELETE";
  url: string;
  /** A function of the fixture ids, or a raw string sent as is. */
  body?: (ids: Ids) => unknown;
  raw?: string;
  contentType?: string;
  status: number;
  code: string;
  field: string;
}

export interface Ids {
  day: number;
  slot: number;
  flex: number;
  mantle: number;
  closed: number;
  limited: number;
}

export const COLLECTION = "/api/v1/tickets/reservations";
export const ONE = `/api/v1/tickets/reservations/${TOKEN}`;
