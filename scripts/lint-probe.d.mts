/** Lints `source` as a new file in `folder` (relative to the repository's root). */
export function lintProbe(
  folder: string,
  source: string,
): Promise<{ refused: boolean; output: string }>;
