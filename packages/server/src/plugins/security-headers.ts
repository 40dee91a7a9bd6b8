import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// Issue 11 and DESIGN.md: every answer (API, web app, its files, the API docs) carries the security headers.
// Content security policy: scripts only from our origin, never inline (the built index.html loads its
// code from files; so do the API docs); styles may be inline, because the design tokens, toasts and the
// rich-text editor inject <style> elements. Frames: the package origin (SCORM and AICC packages, never
// served from ours), https pages, which slides show in sandboxed frames (packages named by an https
// address, external pages, YouTube, Vimeo), and our own pages framed with an opaque origin.
// Nobody but us may frame the app. HSTS is sent only on answers that went out over HTTPS.

const ONE_HUNDRED_EIGHTY_DAYS_S = 180 * 24 * 60 * 60;
export const STRICT_TRANSPORT_SECURITY = `max-age=${ONE_HUNDRED_EIGHTY_DAYS_S}; includeSubDomains`;

/**
 * helmet is built once here and applied to each request by one hook; @fastify/helmet built a new helmet
 * from its options on every request, which cost a read path about as much as its database work.
 */
export function registerSecurityHeaders(app: FastifyInstance, { packageOrigin }: { packageOrigin: string }): void {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        'media-src': ["'self'", 'blob:', 'https:', 'http:'],
        'font-src': ["'self'", 'data:'],
        // The API, the package origin (the player checks an AICC launch page is there) and https pages.
        'connect-src': ["'self'", packageOrigin, 'https:'],
        // 'self' only for our own pages an external-url slide shows (the catalogue's example), which the
        // player frames without allow-same-origin: they run with an opaque origin, never as the app.
        // Packages, which need allow-same-origin, are framed from the package origin only.
        'frame-src': ["'self'", packageOrigin, 'https:'],
        'frame-ancestors': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      },
    },
    // YouTube refuses to play in a frame that sends no referrer; other sites get our origin, never a path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // A second port of the same host (the package origin in development) may load what we serve.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Set below, per answer, only over HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // request.protocol follows X-Forwarded-Proto only when TRUST_PROXY is on, so a client cannot ask for it.
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
