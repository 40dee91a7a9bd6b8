import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ImageVariant } from '@slidewise/core';
import { parseRangeHeader } from '../../storage/byte-range.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { notFound } from '../../http-error.ts';
import { isProcessedImage, renderVariant, variantFormatFor, type VariantFormat } from './image-processing.ts';
import { originalKey, variantKey } from './media-keys.ts';
import type { ReadyMediaRow } from './repo.ts';

// Serving a file (docs/decisions.md, "Media: serving"): through an authorised route, never a public
// address. The bytes never change under an id (an upload is a new item), so answers are cached by the
// browser for a year, privately (they are someone's account's files), and revalidated by ETag.
// Every answer carries a content security policy that sandboxes it: an SVG or a document opened on its
// own runs no script and reaches nothing; as an <img> or <video> the policy does not matter.

const CACHE_CONTROL = 'private, max-age=31536000, immutable';
/**
 * A public page's file (modules/public-site/public-media.ts) may be cached by anyone, briefly: it stops
 * being served when its course stops being public, and shared caches must not keep it long after.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=300';
const SANDBOX_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; media-src 'self'; sandbox";
// Shown in the page (a slide's image, video, audio); anything else is downloaded.
const INLINE_TYPES = /^(image\/(jpeg|png|gif|webp|avif)|video\/|audio\/|application\/pdf$)/;

function contentDisposition(row: ReadyMediaRow, mimeType: string): string {
  const kind = INLINE_TYPES.test(mimeType) ? 'inline' : 'attachment';
  const fallback = row.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(row.name)}`;
}

function commonHeaders(reply: FastifyReply, etag: string, mimeType: string, cacheControl: string): void {
  reply.header('cache-control', cacheControl);
  reply.header('etag', etag);
  reply.header('content-type', mimeType);
  reply.header('content-security-policy', SANDBOX_POLICY);
  reply.header('x-content-type-options', 'nosniff');
}

const matchesEtag = (request: FastifyRequest, etag: string) =>
  request.headers['if-none-match']?.split(',').some((candidate) => candidate.trim() === etag) ?? false;

/** The original file, whole or one byte range (video and audio seek with them). */
export async function sendOriginal(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: ObjectStorage,
  row: ReadyMediaRow,
  cacheControl = CACHE_CONTROL,
) {
  const mimeType = row.mimeType ?? 'application/octet-stream';
  const etag = `"${row.sha256}"`;
  commonHeaders(reply, etag, mimeType, cacheControl);
  reply.header('accept-ranges', 'bytes');
  reply.header('content-disposition', contentDisposition(row, mimeType));
  if (matchesEtag(request, etag)) return reply.code(304).send();
  const size = row.size ?? 0;
  const range = parseRangeHeader(request.headers.range, size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    return reply
      .code(416)
      .type('application/json')
      .send({ message: 'The requested range is outside the file.', code: 'range_not_satisfiable' });
  }
  const read = await storage.get(originalKey(row), range);
  if (!read) throw notFound('Media not found');
  if (read.range) {
    reply.code(206);
    reply.header('content-range', `bytes ${read.range.start}-${read.range.end}/${read.size}`);
    reply.header('content-length', read.range.end - read.range.start + 1);
  } else {
    reply.header('content-length', read.size);
  }
  return reply.send(read.body);
}

interface MediaLocation {
  accountId: string;
  id: string;
}

// A variant never changes under its id (the original never does), so its ETag needs no digest.
const variantEtag = (item: MediaLocation, variant: ImageVariant, format: VariantFormat) => `"${item.id}-${variant}-${format}"`;

function variantHeaders(reply: FastifyReply, etag: string, format: VariantFormat, cacheControl = CACHE_CONTROL): void {
  commonHeaders(reply, etag, `image/${format}`, cacheControl);
  // The format depends on what the browser accepts, so caches must keep one answer per Accept.
  reply.header('vary', 'Accept');
  reply.header('content-disposition', 'inline');
}

/**
 * The quick way to a variant already made, with no database read: its key is under the signed-in
 * person's account, so another account's file is simply not there, and only a ready item has variants
 * (deleting an item deletes them). Answers false when there is none yet, or when the format would depend
 * on the original's type (a browser taking neither AVIF nor WebP); the caller then reads the row.
 */
export async function sendStoredVariant(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: ObjectStorage,
  item: MediaLocation,
  variant: ImageVariant,
): Promise<boolean> {
  const format = variantFormatFor(request.headers.accept, '');
  if (format !== 'avif' && format !== 'webp') return false;
  const etag = variantEtag(item, variant, format);
  // A browser revalidating a variant it holds is answered from the key's existence alone.
  if (matchesEtag(request, etag)) {
    if (!(await storage.head(variantKey(item, variant, format)))) return false;
    variantHeaders(reply, etag, format);
    await reply.code(304).send();
    return true;
  }
  // One read of a few kilobytes: no size or type lookup first, no stream to set up (the figure
  // image-variant-p95-ms, bench/media-uploads.ts).
  const stored = await storage.readSmall(variantKey(item, variant, format));
  if (!stored) return false;
  variantHeaders(reply, etag, format);
  await reply.header('content-length', stored.length).send(stored);
  return true;
}

/**
 * An image at a variant's size, in the format the browser accepts best, made on first request and kept in
 * storage beside the original. SVG and non-images have no variants: they are answered as they are.
 */
export async function sendVariant(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: ObjectStorage,
  row: ReadyMediaRow,
  variant: ImageVariant,
  cacheControl = CACHE_CONTROL,
) {
  const originalType = row.mimeType ?? '';
  if (!isProcessedImage(originalType)) return sendOriginal(request, reply, storage, row, cacheControl);
  const format = variantFormatFor(request.headers.accept, originalType);
  const etag = variantEtag(row, variant, format);
  variantHeaders(reply, etag, format, cacheControl);
  if (matchesEtag(request, etag)) return reply.code(304).send();
  const key = variantKey(row, variant, format);
  const cached = await storage.readSmall(key);
  if (cached) return reply.header('content-length', cached.length).send(cached);
  const original = await storage.get(originalKey(row));
  if (!original) throw notFound('Media not found');
  const chunks: Buffer[] = [];
  for await (const chunk of original.body) chunks.push(chunk as Buffer);
  const rendered = await renderVariant(Buffer.concat(chunks), variant, format);
  await storage.put(key, rendered, { contentType: `image/${format}`, size: rendered.length });
  return reply.header('content-length', rendered.length).send(rendered);
}
