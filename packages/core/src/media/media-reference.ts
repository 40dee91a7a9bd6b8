// How a media field refers to an uploaded file: the path of the authorised route that serves it, on our
// own origin (`/api/media/{id}/file`). Every media and image field already accepts a path of our origin
// beside web addresses (entities/image-reference.ts, templates/model-schema.ts), so an uploaded file and
// a web address sit in the same field; the path carries the media id, so where a file is used can be
// found by searching the stored documents for it.

/** The image sizes the server derives from an uploaded image (templates §9: format and quality auto). */
export const imageVariants = ['thumbnail', 'slide', 'fullscreen'] as const;
export type ImageVariant = (typeof imageVariants)[number];

/** The longest side, in pixels, of each variant; an image smaller than that is never enlarged. */
export const IMAGE_VARIANT_MAX_DIMENSION: Readonly<Record<ImageVariant, number>> = {
  thumbnail: 320,
  slide: 1080,
  fullscreen: 1920,
};

const MEDIA_FILE_PATH = /^\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/file(?:[?#].*)?$/i;

/** The reference a media field stores for an uploaded file; with a variant, the address of that size. */
export function mediaFileUrl(mediaId: string, variant?: ImageVariant): string {
  const path = `/api/media/${mediaId}/file`;
  return variant === undefined ? path : `${path}?variant=${variant}`;
}

/** The media id a field's value refers to, or undefined when it is a web address or anything else. */
export function mediaIdOfReference(value: string): string | undefined {
  return MEDIA_FILE_PATH.exec(value)?.[1]?.toLowerCase();
}

/** The text every stored document that uses this media contains (for where-used searches). */
export const mediaReferenceMarker = (mediaId: string) => `/api/media/${mediaId.toLowerCase()}/file`;
