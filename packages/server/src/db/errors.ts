// drizzle wraps driver errors (DrizzleQueryError.cause); PGlite and node-postgres both carry the SQLSTATE in `code`.
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
