// A test app whose database holds the fixture catalogue, loaded through the real loader.
import type { Config } from "../../../src/config";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { loadCatalogue } from "../../../src/modules/catalogue/load-catalogue";
import type { EngineName } from "../../helpers/engines";
import { startTestApp, TEST_NOW, type TestApp } from "../../helpers/test-app";
import { fixtureCatalogue } from "./fixture-catalogue";

export async function startCatalogueApp(
  engine: EngineName,
  catalogue = fixtureCatalogue(),
  config: Partial<Config> = {},
): Promise<TestApp> {
  return startTestApp(engine, {
    config,
    prepare: async (db) => {
      await loadCatalogue(db, parseCatalogue(catalogue), {
        now: new Date(TEST_NOW),
        source: "test",
      });
    },
  });
}

// Tests read answers as the JSON they are; contract schemas parse them where the shape matters.
// biome-ignore lint/suspicious/noExplicitAny: an answer is untyped JSON until a schema parses it
export type Json = any;

/** GET of a path under /api/v1; answers the status and the parsed body. */
export async function get(t: TestApp, path: string): Promise<{ status: number; body: Json }> {
  const response = await t.app.inject({ method: "GET", url: `/api/v1${path}` });
  return { status: response.statusCode, body: response.json() };
}
