// Issue 32, Deliver 2: the staff's run-time change of the waiting room's rule holds across
// restarts (it is the database's) and a reload of the same catalogue; a catalogue whose
// settings differ is the venue's new setup, and ends it.
import { afterEach, describe, expect, it } from "vitest";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { loadCatalogue } from "../../../src/modules/catalogue/load-catalogue";
import { changeQueueRule, readSettings } from "../../../src/modules/settings/service";
import { engineNames, type OpenedDatabase, openDatabase } from "../../helpers/engines";
import { minimalCatalogue } from "../catalogue/minimal-catalogue";

const NOW = new Date("2030-06-01T08:00:00.000Z");

describe.each(engineNames())(
  "the staff's waiting room rule and a catalogue load on %s",
  (engine) => {
    let opened: OpenedDatabase | undefined;
    afterEach(async () => {
      await opened?.close();
      opened = undefined;
    });

    it("stays through a reload of the same settings and ends with new ones", async () => {
      opened = await openDatabase(engine);
      const { db } = opened;
      const file = minimalCatalogue();
      const load = () => loadCatalogue(db, parseCatalogue(file), { now: NOW, source: "test.json" });
      await load();
      await changeQueueRule(
        db,
        {
          enabled: true,
          visitors_inside: 7,
          admissions_per_minute: null,
          visit_idle_minutes: null,
        },
        NOW,
      );
      expect(await readSettings(db)).toMatchObject({
        queueEnabled: true,
        queue: { visitorsInside: 7 },
      });

      await load();
      expect(await readSettings(db)).toMatchObject({
        queueEnabled: true,
        queue: { visitorsInside: 7 },
      });

      file.settings = { ...file.settings, queue: { visitorsInside: 40 } };
      await load();
      expect(await readSettings(db)).toMatchObject({
        queueEnabled: false,
        queue: { visitorsInside: 40 },
      });
    });
  },
);
