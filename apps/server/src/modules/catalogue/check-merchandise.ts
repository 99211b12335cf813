// The rules across the goods of a catalogue file (CATALOGUE.md "Merchandise"): ids unique in
// one space with the shipping items (a product's shipped_with_merchandise_id names either),
// every article posted with a known shipping item, and a shop that ships at all (issue 31,
// Deliver 4: an order with goods is always posted).
import { checkUnique } from "./check-events";
import type { CatalogueData } from "./format";

type Path = (string | number)[];
type Report = (path: Path, message: string) => void;

/** Part of checkReferences (superRefine of Catalogue). */
export function checkMerchandise(catalogue: CatalogueData, report: Report): void {
  const goods = catalogue.merchandise;
  checkUnique(
    (at) => ["merchandise", at, "id"],
    goods.map((item) => item.id),
    report,
  );
  const shippingIds = new Set(catalogue.shipping_items.map((item) => item.id));
  goods.forEach((item, index) => {
    if (shippingIds.has(item.id)) {
      report(
        ["merchandise", index, "id"],
        `${item.id} is the id of a shipping item: goods and shipping items share one id space`,
      );
    }
    const shippedWith = item.shipped_with_merchandise_id;
    if (shippedWith !== null && !shippingIds.has(shippedWith)) {
      report(
        ["merchandise", index, "shipped_with_merchandise_id"],
        `unknown shipping item ${shippedWith}`,
      );
    }
  });
  if (goods.length > 0 && catalogue.settings.shipping === "none") {
    report(
      ["settings", "shipping"],
      'goods are always posted: a shop that sells merchandise ships ("optional" or "mandatory")',
    );
  }
}
