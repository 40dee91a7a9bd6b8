/**
 * What the Swagger UI page at /api/docs needs, and nothing more. Its HTML loads three script files and
 * two stylesheets from our origin and has no inline script; the topbar logo is a data: image; the page
 * reads the document from /api/docs/json and "Try it out" calls /api on the same origin. The app-wide
 * security headers (helmet) must leave this policy in place for the /api/docs routes.
 */
export const apiDocsContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
