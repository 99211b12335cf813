// DESIGN.md §5: an error answer is `{ error: { code, message, fields: { name: [msgs] } } }`;
// forms mark the fields it names (spec selling-core §5).

/** `error.fields` of an error answer's body, when it has them (unchecked: callers pick keys). */
export function errorFieldsOf(data: unknown): unknown {
  if (typeof data !== "object" || data === null || !("error" in data)) return undefined;
  const { error } = data as { error: unknown };
  return typeof error === "object" && error !== null && "fields" in error
    ? (error as { fields: unknown }).fields
    : undefined;
}
