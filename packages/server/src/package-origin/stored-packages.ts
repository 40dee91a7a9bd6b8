import type { FastifyInstance } from 'fastify';
import { parseRangeHeader } from '../storage/byte-range.ts';
import { assertObjectKey, InvalidObjectKeyError } from '../storage/object-keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';

// Unpacked packages (issue 13) served from the object storage, disk or S3 alike: the request path is the
// storage key (packages/{account}/{package}/{file}), so no lookup stands between a learner and a file, and
// a key that could leave the package's folder is refused by the storage's own key rules.

export const STORED_PACKAGES_PREFIX = '/packages/';

/**
 * What a package's pages may do: run their own scripts (packages are built on them), load what they need
 * over https, and talk to this origin and the app's (AICC's HACP); never plugins, never a <base> elsewhere,
 * never framed by anyone but the runtime and the lesson player.
 */
export function storedPackagePolicy(appOrigin: string): string {
  return [
    "default-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob: https:",
    `connect-src 'self' ${appOrigin} https:`,
    `form-action 'self' ${appOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors 'self' ${appOrigin}`,
  ].join('; ');
}

export function registerStoredPackages(app: FastifyInstance, storage: ObjectStorage, appOrigin: string): void {
  const policy = storedPackagePolicy(appOrigin);
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: `${STORED_PACKAGES_PREFIX}*`,
    handler: async (request, reply) => {
      const key = `packages/${request.params['*']}`;
      try {
        assertObjectKey(key);
      } catch (error) {
        if (error instanceof InvalidObjectKeyError) return reply.code(404).send({ message: 'Not found', code: 'not_found' });
        throw error;
      }
      const found = await storage.head(key);
      if (!found) return reply.code(404).send({ message: 'Not found', code: 'not_found' });
      const range = parseRangeHeader(request.headers.range, found.size);
      reply
        .header('content-security-policy', policy)
        .header('accept-ranges', 'bytes')
        .header('content-type', found.contentType ?? 'application/octet-stream')
        // An import never rewrites a package in place (each import is a new folder), so a file may be kept a while.
        .header('cache-control', 'public, max-age=3600');
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${found.size}`).send();
      if (request.method === 'HEAD') return reply.header('content-length', found.size).send();
      const read = await storage.get(key, range);
      if (!read) return reply.code(404).send({ message: 'Not found', code: 'not_found' });
      if (read.range) {
        reply.code(206).header('content-range', `bytes ${read.range.start}-${read.range.end}/${found.size}`);
        reply.header('content-length', read.range.end - read.range.start + 1);
      } else reply.header('content-length', found.size);
      return reply.send(read.body);
    },
  });
}
