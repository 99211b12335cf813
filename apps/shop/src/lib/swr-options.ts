// The SWR options of the shop's reads: no refetch when the window regains focus and no retry
// loop on an error (each page says what failed and offers its own way on).
export const QUIET = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** QUIET, and the last answer stays while a new key loads (no spinner swapped in, no focus lost). */
export const KEEP_PREVIOUS = { ...QUIET, keepPreviousData: true } as const;
