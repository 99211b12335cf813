// The places of the demo: a day quota per house that every dated ticket of the house shares,
// and slot quotas per time-slot exhibition. The treasury holds 4 guests per slot, so a visitor
// reaches the sold-out states quickly; tomorrow's first slot there is sold out already.
import type { CatalogueInput } from "../modules/catalogue/service";
import { QUOTA } from "./demo-ids";
import { closingDays } from "./demo-museums";
import type { DemoDays } from "./demo-text";

export function demoQuotas(days: DemoDays): NonNullable<CatalogueInput["quotas"]> {
  const closed = closingDays(days);
  const tomorrow = days.plus(1);
  return [
    {
      id: QUOTA.kunsthalleDay,
      name: "Kunsthalle, Tageskontingent",
      kind: "day",
      capacity: 300,
      capacity_overrides: { [closed.kunsthalle]: 0 },
    },
    {
      id: QUOTA.naturkundeDay,
      name: "Naturkundemuseum, Tageskontingent",
      kind: "day",
      capacity: 400,
      capacity_overrides: { [closed.naturkunde]: 0 },
    },
    {
      id: QUOTA.impressionismSlots,
      name: "Licht und Wasser, je Zeitfenster",
      kind: "slot",
      capacity: 25,
      // A day key closes every slot of the day.
      capacity_overrides: { [closed.kunsthalle]: 0 },
      // A few places left in tomorrow's 14:00 slot.
      sold: { [`${tomorrow} 14:00`]: 22 },
    },
    {
      id: QUOTA.giantsSlots,
      name: "Giganten der Urzeit, je Zeitfenster",
      kind: "slot",
      capacity: 30,
      capacity_overrides: { [closed.naturkunde]: 0 },
    },
    {
      id: QUOTA.treasurySlots,
      name: "Schatzkammer, je Zeitfenster",
      kind: "slot",
      capacity: 4,
      capacity_overrides: {
        [closed.naturkunde]: 0,
        // One slot with a second guide: twice the places.
        [`${days.plus(2)} 15:00`]: 8,
      },
      sold: {
        [`${tomorrow} 11:00`]: 4,
        [`${tomorrow} 11:30`]: 3,
      },
    },
  ];
}
