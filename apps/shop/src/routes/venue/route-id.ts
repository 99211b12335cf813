/** The id of /museum/{id} or /exhibition/{id}: a positive integer, else undefined (none). */
export function routeId(param: string | undefined): number | undefined {
  if (param === undefined || !/^\d+$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
