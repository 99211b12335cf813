// Issue 27: the demo's annual passes tell their buyers after the sale what the shop says
// everywhere else (spec selling-core §3 "Annual ticket sale"): name and photo come from the
// personalisation link, so the desk does not bind a photo to the pass.
import { LOCALES } from "@shop/core";
import { describe, expect, it } from "vitest";
import { ANNUAL_AFTER_SALE } from "../../src/seed/demo-after-sale";

const AT_THE_DESK = [
  /an der Kasse .*Foto|verknüpft/,
  /at the (till|desk).*photo|linked to/,
  /en la taquilla .*foto|se vincula/,
  /à la caisse.*photo|est liée/,
];

describe.each(LOCALES)("the demo annual pass's after-sale text in %s", (locale) => {
  it("names the personalisation as the source of the photo, not the desk", () => {
    const text = ANNUAL_AFTER_SALE[locale] ?? "";
    expect(text).not.toBe("");
    for (const pattern of AT_THE_DESK) expect(text).not.toMatch(pattern);
    expect(text).toMatch(/Personalisierung|personalisation|personalización|personnalisation/);
  });
});
