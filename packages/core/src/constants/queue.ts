// spec surrounding-areas §4, §9 and DESIGN §9: the waiting room's fixed times. The venue's own
// rule (visitors inside, admissions per minute, a visit's idle length) is a setting
// (SHOP_SETTINGS_DEFAULTS.queue).

/** A queue token's lifetime, and its cookie's Max-Age (§9: 36000 s). */
export const QUEUE_TOKEN_SECONDS = 36_000;
/** How often the waiting room checks the visitor's place (§9: every 10 s). */
export const QUEUE_CHECK_SECONDS = 10;
/**
 * A waiting visitor who has not checked for this long (a closed tab) is passed over until they
 * check again, so abandoned places do not stall the line (DESIGN §9).
 */
export const QUEUE_SILENT_SECONDS = 30;
