import type { FastifyInstance } from 'fastify';
import { JSON_TOO_DEEP_MESSAGE, jsonDepthExceeds, MAX_JSON_DEPTH } from '@slidewise/core';
import { HttpError } from '../http-error.ts';

/**
 * Fastify's own JSON parser (prototype poisoning refused, body limits kept), followed by the one depth
 * check every JSON body gets: a body nesting deeper than MAX_JSON_DEPTH answers 400 before any hook,
 * validator or handler walks it, so no walk of client data can run out of stack (a 500).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Typed as a parser that may return a promise; the default one answers through its callback only.
    void parseJson(request, body as string, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      if (jsonDepthExceeds(value))
        return done(new HttpError(400, 'validation_failed', JSON_TOO_DEEP_MESSAGE, { maxDepth: MAX_JSON_DEPTH }), undefined);
      return done(null, value);
    });
  });
}
