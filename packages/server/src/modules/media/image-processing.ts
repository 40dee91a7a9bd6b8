import sharp, { type Sharp } from 'sharp';
import { IMAGE_VARIANT_MAX_DIMENSION, type ImageVariant } from '@slidewise/core';

// Images are re-encoded once when their upload completes: turned upright by their EXIF orientation, and
// written without metadata (sharp keeps none unless asked), so GPS positions, camera serials and
// thumbnails never leave the server. HEIC photos become JPEG where this build's libheif can decode them.

export class UnreadableImageError extends Error {
  constructor(
    readonly mimeType: string,
    cause: unknown,
  ) {
    super(`The image (${mimeType}) could not be read.`, { cause });
    this.name = 'UnreadableImageError';
  }
}

export interface ProcessedImage {
  data: Buffer;
  mimeType: string;
  width: number;
  height: number;
}

const OUTPUT_BY_INPUT: Readonly<Record<string, 'jpeg' | 'png' | 'gif'>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/heic': 'jpeg',
  'image/heif': 'jpeg',
  'image/heic-sequence': 'jpeg',
  'image/heif-sequence': 'jpeg',
};

const ORIGINAL_JPEG_QUALITY = 90;

/** Whether an uploaded file of this type is re-encoded (raster images); SVG is sanitised instead. */
export const isProcessedImage = (mimeType: string) => mimeType in OUTPUT_BY_INPUT;

/** The image upright and without metadata, in its own format (HEIC as JPEG). */
export async function stripImage(input: Buffer, mimeType: string): Promise<ProcessedImage> {
  const format = OUTPUT_BY_INPUT[mimeType];
  if (!format) throw new Error(`Not a raster image type: ${mimeType}`);
  try {
    const pipeline = sharp(input, { animated: format === 'gif' }).rotate();
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: ORIGINAL_JPEG_QUALITY, mozjpeg: true })
        : format === 'png'
          ? pipeline.png()
          : pipeline.gif();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    // An animated GIF reports the height of all its frames stacked; one frame's is what a page shows.
    const height = info.pageHeight ?? info.height;
    return { data, mimeType: `image/${format}`, width: info.width, height };
  } catch (error) {
    throw new UnreadableImageError(mimeType, error);
  }
}

/** The formats a variant is written in: what the browser accepts best, else the original's family. */
export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/**
 * Templates §9's "format auto": AVIF when the browser says it takes it, else WebP, else JPEG for photos and
 * PNG for images that may be transparent (PNG, GIF).
 */
export function variantFormatFor(accept: string | undefined, originalMimeType: string): VariantFormat {
  const accepted = (accept ?? '').toLowerCase();
  if (accepted.includes('image/avif')) return 'avif';
  if (accepted.includes('image/webp')) return 'webp';
  return originalMimeType === 'image/png' || originalMimeType === 'image/gif' ? 'png' : 'jpeg';
}

// Templates §9's "quality auto": settings that keep photos clean at a fraction of the size; AVIF's effort
// is kept low because a variant is made while its first viewer waits (then it is cached).
const ENCODERS: Readonly<Record<VariantFormat, (image: Sharp) => Sharp>> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 8, palette: true }),
};

/** The image resized to fit the variant's box (never enlarged), in the given format. */
export async function renderVariant(input: Buffer, variant: ImageVariant, format: VariantFormat): Promise<Buffer> {
  const side = IMAGE_VARIANT_MAX_DIMENSION[variant];
  const resized = sharp(input).resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  return ENCODERS[format](resized).toBuffer();
}
