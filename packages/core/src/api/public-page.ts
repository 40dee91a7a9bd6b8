import { z } from 'zod';

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
