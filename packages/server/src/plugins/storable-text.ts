import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error.ts';

/** Nested structures deeper than this are not searched further: the body limit already bounds them. */
const MAX_DEPTH = 200;

// PostgreSQL text and jsonb cannot hold a NUL character, and jsonb refuses an unpaired UTF-16 surrogate
// (JSON.stringify writes it as a \ud800 escape).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL character is this pattern's purpose.
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether any string (or object key) in a parsed JSON value holds text the database cannot store. */
export function containsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable.test(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => containsUnstorableText(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (unstorable.test(key) || containsUnstorableText(item, depth + 1)) return true;
  }
  return false;
}

/**
 * A request carrying such text anywhere in its body or query string answers 400 here, in one place,
 * instead of a database error (500) in whichever free-text field it reached. Runs after the sign-in and
 * role checks, before validation.
 */
export function registerStorableTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsUnstorableText(request.body) || containsUnstorableText(request.query)) {
      throw new HttpError(400, 'validation_failed', 'Text must not contain NUL characters or unpaired surrogates.');
    }
  });
}
