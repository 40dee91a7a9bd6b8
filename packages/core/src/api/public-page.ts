import { z } from 'zod';
import { imageReferenceSchema } from '../entities/image-reference.ts';

/**
 * Whether the course's public page answers now (issue 18): `live`, or why not — it has no url slug,
 * the course is not published, or the account has coursePublicPreviewLinksEnabled off.
 */
export const publicPageStatuses = ['live', 'no-slug', 'not-published', 'switched-off'] as const;
export type PublicPageStatus = (typeof publicPageStatuses)[number];

/** GET /api/courses/{courseId}/public-page: the page's address, a QR code of it and the embed snippet. */
export const publicPageSchema = z.object({
  status: z.enum(publicPageStatuses),
  /** The page's address once the course has a slug (it answers 404 until the page is live). */
  url: z.string().nullable(),
  /** An SVG image of the address as a QR code. */
  qrCodeSvg: z.string().nullable(),
  /** An iframe of the embeddable page (`?embed=1`), to paste into another site. */
  embedSnippet: z.string().nullable(),
});
export type PublicPage = z.infer<typeof publicPageSchema>;

/**
 * GET and PUT /api/account/public-branding: the account's branded variant of the public pages (templates
 * §1): its logo, accent colour and own favicon. All empty means the platform's own look.
 */
export const publicBrandingSchema = z.object({
  logo: imageReferenceSchema,
  /** '' or a hex colour (#rgb or #rrggbb): it goes into the pages' stylesheet. */
  accentColor: z.union([z.literal(''), z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'Use a hex colour such as #0b63ce')]),
  favicon: imageReferenceSchema,
});
export type PublicBranding = z.infer<typeof publicBrandingSchema>;
