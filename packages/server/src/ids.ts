const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Row ids are UUIDs. A path id that is not one cannot name a row, so it answers 404 like any other
 * missing row, and never reaches the database (where it would be a type error).
 */
export function isRowId(value: string): boolean {
  return uuidPattern.test(value);
}
