// WCAG 2.2 A/AA of the hosted page in each state: each mode's form, the error state, the
// notice and iframe result pages. jsdom cannot paint, so colour contrast is left to the
// colours chosen in html.ts (each text colour at least 4.5:1 on its background).
import axe from "axe-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type DemoApp,
  pagePathOf,
  paymentStart,
  postForm,
  sessionOf,
  startDemoApp,
} from "./demo-app";

const options: axe.RunOptions = {
  runOnly: {
    type: "tag",
    values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
  },
  rules: { "color-contrast": { enabled: false } },
};

// The server has no @types/jsdom; this is the part of its API the check uses.
interface AxeWindow {
  eval(source: string): void;
  document: axe.ElementContext;
  axe: typeof axe;
  close(): void;
}
type JsdomModule = {
  JSDOM: new (html: string, options: { runScripts: "outside-only" }) => { window: AxeWindow };
};
const jsdomName = "jsdom";

/** axe runs inside a jsdom window of its own: the test process keeps Node's globals. */
async function violationsOf(html: string): Promise<string[]> {
  const { JSDOM } = (await import(jsdomName)) as JsdomModule;
  const { window } = new JSDOM(html, { runScripts: "outside-only" });
  window.eval(axe.source);
  const results = await window.axe.run(window.document, options);
  window.close();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

describe("the hosted page under axe", () => {
  let t: DemoApp;
  beforeAll(async () => {
    t = await startDemoApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("finds the violation of an unlabelled field (the check can fail)", async () => {
    const html =
      '<!doctype html><html lang="en"><head><title>x</title></head><body><main><input type="text"></main></body></html>';
    expect(await violationsOf(html)).toContainEqual(expect.stringMatching(/^label:/));
  });

  it.each([2, 7, 8, 10])("has no violations on the page of mode %i", async (mode) => {
    const page = await t.app.inject({
      method: "GET",
      url: await pagePathOf(t, paymentStart({ paymentModeId: mode })),
    });
    expect(await violationsOf(page.body)).toEqual([]);
  });

  it.each([2, 8])("has no violations with every field of mode %i in error", async (mode) => {
    const session = sessionOf(await pagePathOf(t, paymentStart({ paymentModeId: mode })));
    const page = await postForm(t, "/api/demo-pay/pay", { session });
    expect(page.statusCode).toBe(422);
    expect(await violationsOf(page.body)).toEqual([]);
  });

  it("has no violations on the expired-link and iframe result pages", async () => {
    expect(
      await violationsOf((await t.app.inject({ method: "GET", url: "/api/demo-pay/pay" })).body),
    ).toEqual([]);
    const session = sessionOf(await pagePathOf(t, paymentStart({ paymentModeId: 8 })));
    const done = await postForm(t, "/api/demo-pay/pay", {
      session,
      holder: "Erika Mustermann",
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
    });
    expect(done.statusCode).toBe(200);
    expect(await violationsOf(done.body)).toEqual([]);
  });
});
