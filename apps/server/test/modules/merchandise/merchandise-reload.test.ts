// Issue 31, Deliver 1 and Checks: a catalogue reload never takes away pieces sold or held, on
// both engines — a stock below them is refused naming `merchandise[<index>].stock` and nothing
// of the file is applied, an article dropped while pieces of it are held is refused too, and a
// stock equal to the pieces used is accepted and stops the sales.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CatalogueConflictError } from "../../../src/modules/catalogue/errors";
import type { CatalogueInput } from "../../../src/modules/catalogue/format";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { loadCatalogue } from "../../../src/modules/catalogue/load-catalogue";
import { engineNames } from "../../helpers/engines";
import { TEST_NOW, type TestApp } from "../../helpers/test-app";
import { get, startCatalogueApp } from "../shop/catalogue-app";
import { ARTICLE, merchandiseCatalogue, POSTER_INDEX, POSTER_STOCK } from "./merchandise-catalogue";

const POSTER_POOL = `stock:${ARTICLE.poster}`;

/** The fixture with the poster's stock (or the poster gone) and the catalogue repriced. */
function edited(posterStock: number | null): CatalogueInput {
  const file = merchandiseCatalogue();
  const goods = file.merchandise ?? [];
  file.merchandise = goods.flatMap((item) => {
    if (item.id === ARTICLE.catalogue) return [{ ...item, price_cents: 3490 }];
    if (item.id !== ARTICLE.poster) return [item];
    return posterStock === null ? [] : [{ ...item, stock: posterStock }];
  });
  return file;
}

describe.each(engineNames())("reloads of the goods on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCatalogueApp(engine, merchandiseCatalogue());
  });
  afterAll(async () => {
    await t?.close();
  });

  const load = (file: CatalogueInput) =>
    loadCatalogue(t.db, parseCatalogue(file), { now: t.clock(), source: "test" });
  const refusal = async (file: CatalogueInput) => {
    const error = await load(file).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CatalogueConflictError);
    return (error as CatalogueConflictError).issues.map((issue) => issue.path);
  };
  const holdPosters = async (quantity: number) => {
    const answer = await t.app.inject({
      method: "POST",
      url: `/api/v1/merchandises/${ARTICLE.poster}/reservations`,
      payload: { quantity },
      remoteAddress: "192.0.2.50",
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().token as string;
  };
  /** The poster's stock (its pool's capacity), and the catalogue's price: what a refused load keeps. */
  const state = async () => {
    const goods = await t.db.query<{ id: number; price_cents: number }>(
      "SELECT id, price_cents FROM merchandise WHERE id = ANY($1::int[]) ORDER BY id",
      [[ARTICLE.catalogue, ARTICLE.poster]],
    );
    const pool = await t.db.query<{ capacity: number; sold: number; held: number }>(
      "SELECT capacity, sold, held FROM capacity_pools WHERE key = $1",
      [POSTER_POOL],
    );
    return { goods: goods.rows, pool: pool.rows[0] ?? null };
  };
  const unchanged = (sold: number, held: number) => ({
    goods: [
      { id: ARTICLE.catalogue, price_cents: 2990 },
      { id: ARTICLE.poster, price_cents: 1500 },
    ],
    pool: { capacity: POSTER_STOCK, sold, held },
  });

  beforeEach(async () => {
    t.clock.set(new Date(TEST_NOW));
    await t.db.query("DELETE FROM hold_lines");
    await t.db.query("DELETE FROM holds");
    await t.db.query("UPDATE capacity_pools SET held = 0, sold = 0");
    await load(merchandiseCatalogue());
  });

  it("refuses a stock below 3 held posters, naming the field, and applies nothing", async () => {
    await holdPosters(3);
    expect(await refusal(edited(2))).toEqual([`merchandise[${POSTER_INDEX}].stock`]);
    expect(await state()).toEqual(unchanged(0, 3));
  });

  it("refuses a stock below 3 sold posters, naming the field, and applies nothing", async () => {
    await t.db.query("UPDATE capacity_pools SET sold = 3 WHERE key = $1", [POSTER_POOL]);
    expect(await refusal(edited(2))).toEqual([`merchandise[${POSTER_INDEX}].stock`]);
    expect(await state()).toEqual(unchanged(3, 0));
  });

  it("refuses to drop the poster while pieces of it are held, and keeps it on sale", async () => {
    await holdPosters(1);
    expect(await refusal(edited(null))).toEqual(["merchandise"]);
    expect(await state()).toEqual(unchanged(0, 1));
    expect((await get(t, `/merchandises/${ARTICLE.poster}?locale=de`)).status).toBe(200);
  });

  it("drops the poster and its pool once nothing of it is held", async () => {
    const token = await holdPosters(1);
    await t.app.inject({ method: "DELETE", url: `/api/v1/tickets/reservations/${token}` });
    await load(edited(null));
    expect((await state()).pool).toBeNull();
    expect((await get(t, `/merchandises/${ARTICLE.poster}?locale=de`)).status).toBe(404);
  });

  it("accepts a stock equal to the pieces held, which stops the poster's sales", async () => {
    await holdPosters(3);
    await load(edited(3));
    expect(await state()).toEqual({
      goods: [
        { id: ARTICLE.catalogue, price_cents: 3490 },
        { id: ARTICLE.poster, price_cents: 1500 },
      ],
      pool: { capacity: 3, sold: 0, held: 3 },
    });
    const poster = await get(t, `/merchandises/${ARTICLE.poster}?locale=de`);
    expect(poster.body).toMatchObject({ quantity: 0, available: false });
    const more = await t.app.inject({
      method: "POST",
      url: `/api/v1/merchandises/${ARTICLE.poster}/reservations`,
      payload: { quantity: 1 },
      remoteAddress: "192.0.2.51",
    });
    expect(more.statusCode, more.body).toBe(409);
    expect(more.json().error.code).toBe("sold_out");
  });
});
