// The endpoint table (../endpoints.ts), its part: the door (the issue 34, Deliver 1). The
// venue's staff manage the scanner devices with the staff key; each device acts with its own.
import {
  CheckInCounts,
  CheckInDayQuery,
  CheckInDevice,
  CheckInDeviceList,
  CheckInDeviceRequest,
  CheckInList,
  CreatedCheckInDevice,
  CurrentDevice,
  OfflineUpload,
  OfflineUploadResult,
  ScanRequest,
  ScanResult,
} from "../check-in";
import { IdPath } from "../query-params";
import type { EndpointName } from "../routes";
import { type EndpointSpec, STAFF } from "./spec";

const DEVICE =
  "Door scanners only: `Authorization: Bearer <device key>` (POST /staff/check_in/devices hands it out); a missing, unknown or revoked key answers 401 unauthorized. Without STAFF_API_KEY set the check-in API is off (404).";

export const CHECK_IN_SPECS = {
  listCheckInDevices: {
    summary: "The door scanners",
    description: `Every device registered for check-in, newest first, revoked ones too. ${STAFF}`,
    tags: ["staff", "check-in"],
    answers: { 200: CheckInDeviceList },
    errors: ["unauthorized"],
  },
  createCheckInDevice: {
    summary: "Register a door scanner",
    description: `Answers the device with its key, shown this once: the shop keeps only its hash. Its scans are recorded under its name. ${STAFF}`,
    tags: ["staff", "check-in"],
    body: CheckInDeviceRequest,
    answers: { 201: CreatedCheckInDevice },
    errors: ["unauthorized"],
  },
  revokeCheckInDevice: {
    summary: "Revoke a door scanner's key",
    description: `From now on its key is refused (a lost phone). What it recorded stays. Revoking twice answers the same. ${STAFF}`,
    tags: ["staff", "check-in"],
    params: IdPath,
    answers: { 200: CheckInDevice },
    errors: ["unauthorized", "not_found"],
  },
  getCheckInDevice: {
    summary: "The device a key belongs to",
    description: `The scanner page checks a key with it before it keeps it. ${DEVICE}`,
    tags: ["check-in"],
    answers: { 200: CurrentDevice },
    errors: ["unauthorized"],
  },
  scanCode: {
    summary: "Scan an admission code at the door",
    description: `The code's signature is checked first, without the database: a forged or unreadable code is refused at once. A valid code's person is recorded as let in by this device, once: of any number of devices scanning the same code at the same moment exactly one is answered \`valid\`, the others \`already_used\` with when and where. Refused too: a code of another day or outside the venue's window around its start (settings.checkInWindow), of a cancelled line or order, or of no line the shop knows. The refusals are answers, not errors (200). ${DEVICE}`,
    tags: ["check-in"],
    body: ScanRequest,
    answers: { 200: ScanResult },
    errors: ["unauthorized"],
  },
  uploadOfflineScans: {
    summary: "Upload the scans a device made offline",
    description: `Each scan is recorded as if it had been made online at its \`scanned_at\`, but no window or day is judged again (the person is in). The first scan of a code wins: an offline scan earlier than the one recorded replaces it, and either way both are reported as a conflict with the other. Codes that are forged, unreadable, unknown or of a cancelled line are reported refused and recorded nowhere. ${DEVICE}`,
    tags: ["check-in"],
    body: OfflineUpload,
    answers: { 200: OfflineUploadResult },
    errors: ["unauthorized"],
  },
  getCheckInList: {
    summary: "The day's list for offline scanning",
    description: `Every order line whose codes admit on the day (dated on it; undated ones of paid orders), with its people let in so far and whether it was cancelled, and the check-in window: what a device needs to go on when the network is away. It verifies codes with the public key (GET /ticket_codes/public_key) and the list's \`signature\` with the same key. ${DEVICE}`,
    tags: ["check-in"],
    query: CheckInDayQuery,
    answers: { 200: CheckInList },
    errors: ["unauthorized"],
  },
  getCheckInCounts: {
    summary: "How many are expected and in",
    description: `Per product and start of the day: the people the paid, not cancelled lines admit, and how many of them were let in; \`undated_admitted\` counts the people of undated lines let in that day. ${DEVICE}`,
    tags: ["check-in"],
    query: CheckInDayQuery,
    answers: { 200: CheckInCounts },
    errors: ["unauthorized"],
  },
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
