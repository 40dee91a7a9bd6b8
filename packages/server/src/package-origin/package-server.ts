import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { notFoundReply, registerErrorHandling } from '../plugins/errors.ts';
import { createLogging } from '../plugins/request-log.ts';
import { createObjectStorage } from '../storage/create-object-storage.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { registerStoredPackages } from './stored-packages.ts';

// Issue 11 and DESIGN.md: third-party content never runs on the app's origin. SCORM and AICC packages run
// their own scripts in frames with `allow-same-origin` (a SCORM package must reach its runtime's `API` on
// the window around it), so they are served from this second origin: what `allow-same-origin` gives them
// is this origin, with no API, no session and nothing of the app. The browser still sends the app's
// session cookie here when both share a host name (cookies ignore ports); this server never reads it,
// never sets one and has no route that would act on it.

/** The page that runs a package and bridges it to the lesson player (built with the web app). */
export const PACKAGE_RUNTIME_PAGE = '/package-runtime.html';
const EXAMPLE_PACKAGES = 'examples/packages';
type PackageServerConfig = Pick<Config, 'publicUrl' | 'packageDir' | 'webDistDir' | 'logLevel' | 'storageDir' | 's3'>;

/**
 * The package origin's server: the runtime page, its scripts and the catalogue's example packages from the
 * web app's build, imported packages from the object storage (/packages/…), and every other path from
 * PACKAGE_DIR, read only (GET and HEAD). It does not listen; main.ts starts it beside the app.
 */
export async function buildPackageServer(
  config: PackageServerConfig,
  storage: ObjectStorage = createObjectStorage(config),
): Promise<FastifyInstance> {
  const logging = createLogging(config.logLevel);
  const app = Fastify({ ...logging.options });
  app.addHook('onClose', async () => logging.flush());
  registerErrorHandling(app);
  const appOrigin = new URL(config.publicUrl).origin;

  app.addHook('onRequest', (_request, reply, done) => {
    // Only the lesson player frames the runtime, and only the runtime (this origin) frames a package.
    reply.header('content-security-policy', `frame-ancestors 'self' ${appOrigin}`);
    reply.header('x-content-type-options', 'nosniff');
    // A package's links never tell other sites which package or learner they came from.
    reply.header('referrer-policy', 'same-origin');
    // The player may read what it asks for here (whether an AICC launch page is there); no credentials.
    reply.header('access-control-allow-origin', appOrigin);
    reply.header('vary', 'origin');
    done();
  });

  // The runtime's page and scripts take their paths before PACKAGE_DIR, whatever it holds under the same names.
  await app.register(fastifyStatic, {
    root: config.packageDir,
    setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
  });
  await app.register(fastifyStatic, {
    root: join(config.webDistDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    // Vite fingerprints its assets, so they never change.
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
  // The catalogue's example packages ship with the web app (its public/examples/packages): ours, like stored ones.
  await app.register(fastifyStatic, {
    root: join(config.webDistDir, EXAMPLE_PACKAGES),
    prefix: `/${EXAMPLE_PACKAGES}/`,
    decorateReply: false,
    setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
  });
  registerStoredPackages(app, storage, appOrigin);
  app.get(PACKAGE_RUNTIME_PAGE, (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('package-runtime.html', config.webDistDir),
  );
  app.setNotFoundHandler(notFoundReply);
  return app;
}
