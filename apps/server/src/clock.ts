/** The server's only source of "now"; tests inject their own to step through expiry. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * A clock that starts at `start` and runs on from there: CLOCK_START (an ISO instant) sets it
 * for demos and browser journeys that must see a given hour (issue 27: the shop at 23:40).
 * With `setAt` (CLOCK_SET_AT), the clock stood at `start` then, not at the call.
 */
export function clockFrom(start: string | undefined, setAt?: string): Clock {
  if (start === undefined || start === "") return systemClock;
  const at = Date.parse(start);
  if (
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(start) ||
    Number.isNaN(at)
  ) {
    throw new Error(`CLOCK_START must be an ISO instant with its offset, not "${start}"`);
  }
  // CLOCK_SET_AT (ms since the epoch) is when CLOCK_START was true: instances started one
  // after the other then keep one time (the journeys' two instances behind nginx).
  const given = setAt === undefined || setAt === "" ? Date.now() : Number(setAt);
  if (!Number.isSafeInteger(given))
    throw new Error(`CLOCK_SET_AT must be ms since the epoch, not "${setAt}"`);
  const offset = at - given;
  return () => new Date(Date.now() + offset);
}
