import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { fileTypeFromStream } from 'file-type';
import { extensionOf, maximumUploadBytes, type UploadContentType, type UploadRefusal } from '@slidewise/core';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { mimeTypeMatchingExtension } from './content-check.ts';
import { isProcessedImage, stripImage, UnreadableImageError } from './image-processing.ts';
import { originalKey } from './media-keys.ts';
import type { CheckedFile, MediaRow } from './repo.ts';
import { sanitiseSvg, SvgRefusedError } from './svg-sanitiser.ts';
import { isoVideoDurationMs } from './video-duration.ts';

// Completing an upload: the bytes that reached storage are checked before the file is kept — the size
// against the signed size and the content type's maximum, the type by its magic numbers against the
// name's extension, images re-encoded without metadata, SVG sanitised — and measured (SHA-256,
// dimensions, a video's duration). Only then does the row become ready.

/** Why a completed upload is not kept: one of templates §5's refusals, or a HEIC this build cannot read. */
export class UploadCheckFailed extends Error {
  constructor(readonly reason: UploadRefusal | 'heicNotReadable' | 'notUploaded') {
    super(`The upload was refused: ${reason}`);
    this.name = 'UploadCheckFailed';
  }
}

// Enough for every magic number file-type knows, and for judging whether a file reads as text.
const SAMPLE_BYTES = 64 * 1024;
const ISO_VIDEO_TYPES = new Set(['video/mp4', 'video/quicktime', 'video/x-m4v']);

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function hashStream(body: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of body) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export interface CompletionLimits {
  reducedVideoSize: boolean;
  /** The server's ceiling for every type (MAX_UPLOAD_BYTES). */
  maxUploadBytes: number;
}

/** Checks and measures the uploaded bytes of a pending row; throws UploadCheckFailed when they are not kept. */
export async function checkUploadedFile(storage: ObjectStorage, row: MediaRow, limits: CompletionLimits): Promise<CheckedFile> {
  const key = originalKey(row);
  const stored = await storage.head(key);
  if (!stored) throw new UploadCheckFailed('notUploaded');
  if (stored.size === 0) throw new UploadCheckFailed('empty');
  const contentType = row.contentType as UploadContentType;
  const maximum = Math.min(maximumUploadBytes(contentType, { reducedVideoSize: limits.reducedVideoSize }), limits.maxUploadBytes);
  if (stored.size > row.declaredSize || stored.size > maximum) throw new UploadCheckFailed('tooLarge');

  const mimeType = await sniffMimeType(storage, key, row, stored.size);
  if (!mimeType) throw new UploadCheckFailed('unsupportedType');

  if (isProcessedImage(mimeType)) return keepCleanedImage(storage, key, mimeType);
  if (mimeType === 'image/svg+xml') return keepSanitisedSvg(storage, key);
  const read = await storage.get(key);
  if (!read) throw new UploadCheckFailed('notUploaded');
  const { sha256, size } = await hashStream(read.body);
  const durationMs = ISO_VIDEO_TYPES.has(mimeType) ? await videoDuration(storage, key, size) : undefined;
  return { size, sha256, mimeType, width: null, height: null, durationMs: durationMs ?? null };
}

async function sniffMimeType(storage: ObjectStorage, key: string, row: MediaRow, size: number): Promise<string | undefined> {
  const sampleRead = await storage.get(key, { start: 0, end: SAMPLE_BYTES - 1 });
  const sample = sampleRead ? await readAll(sampleRead.body) : Buffer.alloc(0);
  // file-type reads as far as it needs (an Office document's parts sit beyond any fixed sample); the
  // rest of the stream is dropped.
  const full = await storage.get(key);
  if (!full) throw new UploadCheckFailed('notUploaded');
  const detected = await fileTypeFromStream(Readable.toWeb(full.body) as ReadableStream<Uint8Array>).finally(() => full.body.destroy());
  return mimeTypeMatchingExtension({
    fileName: row.name,
    extension: extensionOf(row.name),
    contentType: row.contentType as UploadContentType,
    detectedMimeType: detected?.mime,
    sample,
    sampleIsWhole: size <= SAMPLE_BYTES,
  });
}

async function keepCleanedImage(storage: ObjectStorage, key: string, mimeType: string): Promise<CheckedFile> {
  const read = await storage.get(key);
  if (!read) throw new UploadCheckFailed('notUploaded');
  let image: Awaited<ReturnType<typeof stripImage>>;
  try {
    image = await stripImage(await readAll(read.body), mimeType);
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error;
    throw new UploadCheckFailed(mimeType.startsWith('image/hei') ? 'heicNotReadable' : 'unsupportedType');
  }
  await storage.put(key, image.data, { contentType: image.mimeType, size: image.data.length });
  return {
    size: image.data.length,
    sha256: sha256Of(image.data),
    mimeType: image.mimeType,
    width: image.width,
    height: image.height,
    durationMs: null,
  };
}

async function keepSanitisedSvg(storage: ObjectStorage, key: string): Promise<CheckedFile> {
  const read = await storage.get(key);
  if (!read) throw new UploadCheckFailed('notUploaded');
  let cleaned: string;
  try {
    cleaned = sanitiseSvg((await readAll(read.body)).toString('utf8'));
  } catch (error) {
    if (error instanceof SvgRefusedError) throw new UploadCheckFailed('unsupportedType');
    throw error;
  }
  const data = Buffer.from(cleaned, 'utf8');
  await storage.put(key, data, { contentType: 'image/svg+xml', size: data.length });
  return { size: data.length, sha256: sha256Of(data), mimeType: 'image/svg+xml', ...svgDimensions(cleaned), durationMs: null };
}

/** The width and height an SVG declares in pixels (plain numbers or px), else those of its viewBox. */
function svgDimensions(svg: string): { width: number | null; height: number | null } {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const pixels = (value: string | undefined) =>
    value && /^\s*\d+(\.\d+)?(px)?\s*$/.test(value) ? Math.round(Number.parseFloat(value)) : null;
  const width = pixels(attribute('width'));
  const height = pixels(attribute('height'));
  if (width !== null && height !== null) return { width, height };
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box && box.length === 4 && box.every(Number.isFinite)) return { width: Math.round(box[2]!), height: Math.round(box[3]!) };
  return { width, height };
}

async function videoDuration(storage: ObjectStorage, key: string, size: number): Promise<number | undefined> {
  return isoVideoDurationMs(async (start, length) => {
    if (start >= size) return Buffer.alloc(0);
    const read = await storage.get(key, { start, end: Math.min(start + length, size) - 1 });
    return read ? readAll(read.body) : Buffer.alloc(0);
  }, size).catch(() => undefined);
}
