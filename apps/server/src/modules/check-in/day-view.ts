// The issue 34, Deliver 1: the door's view of a day: the signed list a device goes on with
// when the network is away (GET /check_in/list), and the counts of people expected and let in
// per product and start (GET /check_in/counts).
import { sign } from "node:crypto";
import { addDays, berlinDate, berlinInstant } from "@shop/core";
import {
  CHECK_IN_LIST_CONTEXT,
  type CheckInCounts,
  type CheckInList,
  type CheckInListPayload,
} from "@shop/core/contract";
import { admissionKindOf, admissionsOf } from "../documents/service";
import * as repo from "./repository";
import type { CheckInDeps } from "./service";

/** The uses by their line. */
function byItem(uses: readonly repo.UseRow[]): Map<number, repo.UseRow[]> {
  const map = new Map<number, repo.UseRow[]>();
  for (const use of uses) map.set(use.order_item_id, [...(map.get(use.order_item_id) ?? []), use]);
  return map;
}

/** GET /check_in/list: the day's lines and their people's state, signed. */
export async function dayList(deps: CheckInDeps, day: string | undefined): Promise<CheckInList> {
  const now = deps.clock();
  const date = day ?? berlinDate(now);
  const lines = await deps.listDoorItems(date);
  const uses = byItem(
    await repo.listUses(
      deps.db,
      lines.map((line) => line.item.id),
    ),
  );
  const payload: CheckInListPayload = {
    day: date,
    generated_at: now.toISOString(),
    window: await deps.window(),
    entries: lines.map(({ order, item }) => ({
      order_id: order.id,
      item_id: item.id,
      kind: admissionKindOf(item),
      product_id: item.productId,
      title: item.title,
      persons: admissionsOf(item).length,
      date: item.date,
      slot: item.slot,
      canceled: order.canceled || item.canceled === true,
      used: (uses.get(item.id) ?? []).map((use) => ({
        person: use.person,
        at: use.checked_in_at.toISOString(),
        device: use.device,
      })),
    })),
  };
  const text = JSON.stringify(payload);
  const signature = sign(null, Buffer.from(CHECK_IN_LIST_CONTEXT + text), deps.listKey);
  return { payload: text, signature: signature.toString("base64url") };
}

/** GET /check_in/counts: per product and start of the day, expected and let in. */
export async function dayCounts(
  deps: CheckInDeps,
  day: string | undefined,
): Promise<CheckInCounts> {
  const date = day ?? berlinDate(deps.clock());
  const lines = (await deps.listDoorItems(date)).filter(
    ({ order, item }) => !order.canceled && !item.canceled,
  );
  const dated = lines.filter(({ item }) => item.date === date);
  const undated = lines.filter(({ item }) => item.date === null);
  const uses = byItem(
    await repo.listUses(
      deps.db,
      dated.map((line) => line.item.id),
    ),
  );
  const slots = new Map<string, CheckInCounts["slots"][number]>();
  for (const { item } of dated) {
    const kind = admissionKindOf(item);
    const key = `${kind}.${item.productId}.${item.slot ?? ""}`;
    const slot = slots.get(key) ?? {
      kind,
      product_id: item.productId,
      title: item.title,
      slot: item.slot,
      expected: 0,
      admitted: 0,
    };
    slot.expected += admissionsOf(item).length;
    slot.admitted += uses.get(item.id)?.length ?? 0;
    slots.set(key, slot);
  }
  const list = [...slots.values()].sort(
    (a, b) =>
      (a.slot ?? "").localeCompare(b.slot ?? "") ||
      a.kind.localeCompare(b.kind) ||
      a.product_id - b.product_id,
  );
  const undatedAdmitted = await repo.countUsesBetween(
    deps.db,
    undated.map((line) => line.item.id),
    berlinInstant(date, "00:00"),
    berlinInstant(addDays(date, 1), "00:00"),
  );
  return {
    day: date,
    slots: list,
    expected: list.reduce((sum, slot) => sum + slot.expected, 0),
    admitted: list.reduce((sum, slot) => sum + slot.admitted, 0),
    undated_admitted: undatedAdmitted,
  };
}
