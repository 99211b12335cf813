// The bad-input table runner: every row answers a 4xx with the error body naming the field,
// never a 5xx and never a stack trace.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import type { TestApp } from "../../helpers/test-app";
import { startCatalogueApp } from "./catalogue-app";

export interface BadInput {
  name: string;
  /** Path and query under /api/v1. */
  url: string;
  status: number;
  code: string;
  field: string;
}

export function describeBadInput(title: string, cases: readonly BadInput[]): void {
  describe.each(engineNames())(`bad input to ${title} on %s`, (engine) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startCatalogueApp(engine);
    });
    afterAll(async () => {
      await t?.close();
    });

    it.each(cases)("$name → $status $code naming $field", async (c) => {
      const response = await t.app.inject({ method: "GET", url: `/api/v1${c.url}` });

      expect(response.statusCode).toBe(c.status);
      const body = response.json();
      expect(body.error.code).toBe(c.code);
      expect(typeof body.error.message).toBe("string");
      expect(Object.keys(body.error.fields ?? {})).toContain(c.field);
      expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
    });
  });
}

const HUGE = "99999999999999999999";

/** Rows every list with paging shares. */
export function pagingCases(url: string): BadInput[] {
  const v = (name: string, query: string, field: string): BadInput => ({
    name: `${url} ${name}`,
    url: `${url}?${query}`,
    status: 422,
    code: "validation",
    field,
  });
  return [
    v("per_page above 1000", "per_page=1001", "per_page"),
    v("per_page 0", "per_page=0", "per_page"),
    v("negative per_page", "per_page=-1", "per_page"),
    v("huge per_page", `per_page=${HUGE}`, "per_page"),
    v("per_page not a number", "per_page=ten", "per_page"),
    v("per_page a decimal", "per_page=1.5", "per_page"),
    v("page 0", "page=0", "page"),
    v("page twice", "page=1&page=2", "page"),
    {
      name: `${url} unsupported locale`,
      url: `${url}?locale=xx`,
      status: 422,
      code: "invalid_locale",
      field: "locale",
    },
  ];
}

/** Rows every path with an id shares. */
export function idCases(url: (id: string) => string, noun: string): BadInput[] {
  const v = (name: string, id: string): BadInput => ({
    name: `${noun} id ${name}`,
    url: url(id),
    status: 422,
    code: "validation",
    field: "id",
  });
  return [
    v("not a number", "abc"),
    v("zero", "0"),
    v("negative", "-1"),
    v("a decimal", "1.5"),
    v("huge", HUGE),
    { name: `unknown ${noun}`, url: url("999"), status: 404, code: "not_found", field: "id" },
  ];
}
