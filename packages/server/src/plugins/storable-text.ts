import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { MAX_JSON_DEPTH } from '@slidewise/core';
import { HttpError } from '../http-error.ts';

// The methods whose requests may carry a body Fastify parses.
const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

// PostgreSQL text and jsonb cannot hold a NUL character, and jsonb refuses an unpaired UTF-16 surrogate
// (JSON.stringify writes it as a \ud800 escape).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL character is this pattern's purpose.
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether any string (or object key) in a parsed JSON value holds text the database cannot store. Bodies
 * nesting deeper than MAX_JSON_DEPTH are refused when parsed, so the walk stops there.
 */
export function containsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable.test(value);
  if (value === null || typeof value !== 'object' || depth > MAX_JSON_DEPTH) return false;
  // A binary upload (a spreadsheet) is not text: its bytes are read by a file parser, never stored as they are.
  if (value instanceof Uint8Array) return false;
  if (Array.isArray(value)) return value.some((item) => containsUnstorableText(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (unstorable.test(key) || containsUnstorableText(item, depth + 1)) return true;
  }
  return false;
}

/**
 * A request carrying such text anywhere in its body, query string or path (`/api/invite-codes/a%00`)
 * answers 400 here, in one place, instead of a database error (500) in whichever free-text field it
 * reached. Runs after the sign-in and role checks, before validation, on every route that can read a body
 * (its method carries one), a query string (its schema declares one) or a path parameter.
 */
export function registerStorableTextCheck(app: FastifyInstance): void {
  const storableTextCheck: preValidationHookHandler = (request, _reply, done) => {
    if (containsUnstorableText(request.body) || containsUnstorableText(request.query) || containsUnstorableText(request.params)) {
      return done(new HttpError(400, 'validation_failed', 'Text must not contain NUL characters or unpaired surrogates.'));
    }
    done();
  };
  app.addHook('onRoute', (route) => {
    const readsInput =
      route.schema?.querystring !== undefined ||
      route.url.includes(':') ||
      [route.method].flat().some((method) => methodsWithBody.has(method));
    if (readsInput) route.preValidation = [...[route.preValidation ?? []].flat(), storableTextCheck];
  });
}
