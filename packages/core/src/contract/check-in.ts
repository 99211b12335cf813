// The issue 34, Deliver 1: the door. The venue's staff register each scanner device with the
// staff key and hand it a key of its own (revocable); a device scans admission codes (T2, one
// per person), fetches the day's list to go on checking while the network is away, uploads what
// it scanned offline, and reads the live counts.
import { z } from "zod";
import { CHECK_IN_REFUSALS } from "../check-in";
import { Count, Id, IsoDate, IsoDateTime, singleLineText } from "./common";
import { LocaleQuery } from "./query-params";

export const DEVICE_NAME_MAX = 80;
/** Codes of one upload: a day's offline scans of one device, in a few requests at most. */
export const OFFLINE_SCANS_MAX = 1000;

export const CheckInDeviceRequest = z
  .strictObject({ name: singleLineText({ min: 1, max: DEVICE_NAME_MAX }) })
  .meta({
    id: "CheckInDeviceRequest",
    description: "The name staff know the device by",
    example: { name: "Eingang Nord 1" },
  });
export type CheckInDeviceRequest = z.infer<typeof CheckInDeviceRequest>;

export const CheckInDevice = z
  .object({
    id: Id,
    name: z.string(),
    created_at: IsoDateTime,
    revoked_at: IsoDateTime.nullable(),
  })
  .meta({
    id: "CheckInDevice",
    description: "A door scanner; a revoked one's key is refused",
    example: {
      id: 3,
      name: "Eingang Nord 1",
      created_at: "2030-06-01T08:00:00Z",
      revoked_at: null,
    },
  });
export type CheckInDevice = z.infer<typeof CheckInDevice>;

export const CreatedCheckInDevice = CheckInDevice.extend({
  key: z.string().meta({ description: "The device's key, shown this once" }),
}).meta({
  id: "CreatedCheckInDevice",
  description: "A new device and its key (only the key's hash is kept)",
  example: {
    id: 3,
    name: "Eingang Nord 1",
    created_at: "2030-06-01T08:00:00Z",
    revoked_at: null,
    key: "cd_ZYjZgbZpacOBp4vksYrxtakJXfY4OOimNN29u-trclQ",
  },
});
export type CreatedCheckInDevice = z.infer<typeof CreatedCheckInDevice>;

export const CheckInDeviceList = z.object({ devices: z.array(CheckInDevice) }).meta({
  id: "CheckInDeviceList",
  description: "Every device, newest first",
  example: {
    devices: [
      { id: 3, name: "Eingang Nord 1", created_at: "2030-06-01T08:00:00Z", revoked_at: null },
    ],
  },
});
export type CheckInDeviceList = z.infer<typeof CheckInDeviceList>;

/** The T2 layout's longest code (ticket-code.ts MAX_CODE); anything longer is not ours. */
const ScannedCode = singleLineText({ min: 1, max: 600 }).meta({
  description: "The scanned text of the QR code",
  example:
    "T2.t.1001.5001.12.1.2.20300614.1000.-.3q2SUGdMqVX0q8tXFUk1E3Xbt3kXv6tAbgHqYmcc4wX1LwGhpkVx6eKmEGdA9CU0LbbR4GcyTmJX5Nl9SDSBAA",
});

export const ScanRequest = z.strictObject({ code: ScannedCode }).meta({
  id: "ScanRequest",
  description: "A code scanned at the door",
  example: {
    code: "T2.t.1001.5001.12.1.2.20300614.1000.-.3q2SUGdMqVX0q8tXFUk1E3Xbt3kXv6tAbgHqYmcc4wX1LwGhpkVx6eKmEGdA9CU0LbbR4GcyTmJX5Nl9SDSBAA",
  },
});
export type ScanRequest = z.infer<typeof ScanRequest>;

export const CheckInRefusal = z.enum(CHECK_IN_REFUSALS).meta({
  id: "CheckInRefusal",
  description:
    "already_used (see `used`), wrong_day, too_early, too_late (the venue's check-in window around the start), canceled (the line or order, or an unpaid order), unknown (no such line), forged (the signature fails), unreadable (not a code of the shop)",
  example: "already_used",
});

/** What a code admits: read from the code and its order line. */
export const Admission = z
  .object({
    kind: z.enum(["ticket", "event", "tour"]),
    order_id: Id,
    item_id: Id,
    /** Which of the line's people, from 1, of `persons`. */
    person: z.int().min(1),
    persons: z.int().min(1),
    /** The line's title. */
    title: z.string(),
    /** Whom: the sub ticket, fare or participant price ("Kinder"), else the title. */
    label: z.string(),
    date: IsoDate.nullable(),
    slot: z.string().nullable(),
    seat: z.string().nullable(),
  })
  .meta({
    id: "Admission",
    description: "Whom the code admits and to what",
    example: {
      kind: "ticket",
      order_id: 1001,
      item_id: 5001,
      person: 1,
      persons: 2,
      title: "Licht und Wasser",
      label: "Erwachsene",
      date: "2030-06-14",
      slot: "10:00",
      seat: null,
    },
  });
export type Admission = z.infer<typeof Admission>;

/** When and where a code's person was let in. */
export const CheckInUse = z.object({ at: IsoDateTime, device: z.string() }).meta({
  id: "CheckInUse",
  description: "When and at which device the code was used",
  example: { at: "2030-06-14T08:02:11Z", device: "Eingang Nord 1" },
});
export type CheckInUse = z.infer<typeof CheckInUse>;

export const ScanResult = z
  .object({
    result: z.enum(["valid", "refused"]),
    reason: CheckInRefusal.nullable(),
    /** Read from the code (null for forged or unreadable codes, which tell nothing). */
    admission: Admission.nullable(),
    /** already_used: the first use. */
    used: CheckInUse.nullable(),
  })
  .meta({
    id: "ScanResult",
    description: "valid: let the person in (now recorded as used); refused: the reason",
    example: {
      result: "refused",
      reason: "already_used",
      admission: {
        kind: "ticket",
        order_id: 1001,
        item_id: 5001,
        person: 1,
        persons: 2,
        title: "Licht und Wasser",
        label: "Erwachsene",
        date: "2030-06-14",
        slot: "10:00",
        seat: null,
      },
      used: { at: "2030-06-14T08:02:11Z", device: "Eingang Nord 1" },
    },
  });
export type ScanResult = z.infer<typeof ScanResult>;

export const OfflineScan = z.strictObject({ code: ScannedCode, scanned_at: IsoDateTime }).meta({
  id: "OfflineScan",
  description: "A code a device let in while offline, and when",
  example: {
    code: "T2.t.1001.5001.12.1.2.20300614.1000.-.3q2SUGdMqVX0q8tXFUk1E3Xbt3kXv6tAbgHqYmcc4wX1LwGhpkVx6eKmEGdA9CU0LbbR4GcyTmJX5Nl9SDSBAA",
    scanned_at: "2030-06-14T08:02:11Z",
  },
});

export const OfflineUpload = z
  .strictObject({ scans: z.array(OfflineScan).min(1).max(OFFLINE_SCANS_MAX) })
  .meta({
    id: "OfflineUpload",
    description: "What a device scanned while offline, in the order it scanned",
    example: {
      scans: [
        {
          code: "T2.t.1001.5001.12.1.2.20300614.1000.-.3q2SUGdMqVX0q8tXFUk1E3Xbt3kXv6tAbgHqYmcc4wX1LwGhpkVx6eKmEGdA9CU0LbbR4GcyTmJX5Nl9SDSBAA",
          scanned_at: "2030-06-14T08:02:11Z",
        },
      ],
    },
  });
export type OfflineUpload = z.infer<typeof OfflineUpload>;

export const OfflineScanResult = z
  .object({
    /** The scan's place in the upload, from 0. */
    index: z.int().min(0),
    /** recorded: the first use of its code; conflict: another scan used it too (see `other`). */
    outcome: z.enum(["recorded", "conflict", "refused"]),
    reason: CheckInRefusal.nullable(),
    /** conflict: the other use, which the earlier of the two, now recorded, replaced or kept. */
    other: CheckInUse.nullable(),
  })
  .meta({
    id: "OfflineScanResult",
    description: "What became of one offline scan",
    example: {
      index: 0,
      outcome: "conflict",
      reason: "already_used",
      other: { at: "2030-06-14T08:01:00Z", device: "Eingang Süd" },
    },
  });

export const OfflineUploadResult = z
  .object({
    results: z.array(OfflineScanResult),
    recorded: Count,
    conflicts: Count,
    refused: Count,
  })
  .meta({
    id: "OfflineUploadResult",
    description: "Each scan's outcome, in the upload's order, and how many of each",
    example: {
      results: [{ index: 0, outcome: "recorded", reason: null, other: null }],
      recorded: 1,
      conflicts: 0,
      refused: 0,
    },
  });
export type OfflineUploadResult = z.infer<typeof OfflineUploadResult>;

export const CheckInDayQuery = LocaleQuery.extend({ day: IsoDate.optional() }).meta({
  id: "CheckInDayQuery",
  description: "The day (Europe/Berlin); today when absent",
  example: { locale: "de", day: "2030-06-14" },
});
export type CheckInDayQuery = z.infer<typeof CheckInDayQuery>;

/** One line the day's list knows: what its codes admit and which of its people are in. */
export const CheckInListEntry = z
  .object({
    order_id: Id,
    item_id: Id,
    kind: z.enum(["ticket", "event", "tour"]),
    product_id: Id,
    /** The line's title, in the order's language. */
    title: z.string(),
    persons: z.int().min(1),
    date: IsoDate.nullable(),
    slot: z.string().nullable(),
    canceled: z.boolean(),
    /** The people let in so far, by their number. */
    used: z.array(z.object({ person: z.int().min(1), at: IsoDateTime, device: z.string() })),
  })
  .meta({
    id: "CheckInListEntry",
    description: "An order line of the day and its people's state",
    example: {
      order_id: 1001,
      item_id: 5001,
      kind: "ticket",
      product_id: 12,
      title: "Licht und Wasser",
      persons: 2,
      date: "2030-06-14",
      slot: "10:00",
      canceled: false,
      used: [{ person: 1, at: "2030-06-14T08:02:11Z", device: "Eingang Nord 1" }],
    },
  });
export type CheckInListEntry = z.infer<typeof CheckInListEntry>;

/** What the `payload` of the day's list says, once parsed. */
export const CheckInListPayload = z
  .object({
    day: IsoDate,
    generated_at: IsoDateTime,
    window: z.object({ beforeMinutes: Count, afterMinutes: Count }),
    entries: z.array(CheckInListEntry),
  })
  .meta({
    id: "CheckInListPayload",
    description: "The lines whose codes admit on the day (dated on it, or undated), and the window",
    example: {
      day: "2030-06-14",
      generated_at: "2030-06-14T07:00:00Z",
      window: { beforeMinutes: 30, afterMinutes: 90 },
      entries: [],
    },
  });
export type CheckInListPayload = z.infer<typeof CheckInListPayload>;

export const CheckInList = z
  .object({
    /** CheckInListPayload as JSON text: the bytes the signature covers. */
    payload: z.string(),
    /** base64url Ed25519 signature of `check-in-list\n` + payload (GET /ticket_codes/public_key). */
    signature: z.string(),
  })
  .meta({
    id: "CheckInList",
    description: "The day's list for a device that loses the network, signed by the shop",
    example: {
      payload:
        '{"day":"2030-06-14","generated_at":"2030-06-14T07:00:00.000Z","window":{"beforeMinutes":30,"afterMinutes":90},"entries":[]}',
      signature:
        "3q2SUGdMqVX0q8tXFUk1E3Xbt3kXv6tAbgHqYmcc4wX1LwGhpkVx6eKmEGdA9CU0LbbR4GcyTmJX5Nl9SDSBAA",
    },
  });
export type CheckInList = z.infer<typeof CheckInList>;

/** The prefix a list's signature covers before its payload: no list signs as a code. */
export const CHECK_IN_LIST_CONTEXT = "check-in-list\n";

export const CheckInSlotCount = z
  .object({
    kind: z.enum(["ticket", "event", "tour"]),
    product_id: Id,
    title: z.string(),
    /** HH:MM, null for day tickets and undated ones. */
    slot: z.string().nullable(),
    expected: Count,
    admitted: Count,
  })
  .meta({
    id: "CheckInSlotCount",
    description: "People expected and let in, per product and start",
    example: {
      kind: "ticket",
      product_id: 12,
      title: "Licht und Wasser",
      slot: "10:00",
      expected: 24,
      admitted: 9,
    },
  });

export const CheckInCounts = z
  .object({
    day: IsoDate,
    slots: z.array(CheckInSlotCount),
    expected: Count,
    admitted: Count,
    /** People of undated lines (flex tickets) let in on the day: nobody knows in advance. */
    undated_admitted: Count,
  })
  .meta({
    id: "CheckInCounts",
    description: "The day's people expected and let in: per product and start, and in all",
    example: { day: "2030-06-14", slots: [], expected: 0, admitted: 0, undated_admitted: 0 },
  });
export type CheckInCounts = z.infer<typeof CheckInCounts>;

/** A device's key as POST /staff/check_in/devices hands it out: 32 random bytes, base64url. */
export const DEVICE_KEY_PREFIX = "cd_";
export const DEVICE_KEY_PATTERN = new RegExp(`^${DEVICE_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

/**
 * The scanner page's sign-in (the issue 34, Deliver 2): the key staff type once per device. It
 * is sent as the bearer token of GET /check_in/device, which answers whose it is.
 */
export const DeviceKeyInput = z.strictObject({ key: z.string().regex(DEVICE_KEY_PATTERN) }).meta({
  id: "DeviceKeyInput",
  description: "A door device's key",
  example: { key: "cd_ZYjZgbZpacOBp4vksYrxtakJXfY4OOimNN29u-trclQ" },
});
export type DeviceKeyInput = z.infer<typeof DeviceKeyInput>;

export const CurrentDevice = z.object({ id: Id, name: z.string() }).meta({
  id: "CurrentDevice",
  description: "The device the key belongs to",
  example: { id: 3, name: "Eingang Nord 1" },
});
export type CurrentDevice = z.infer<typeof CurrentDevice>;
