import {
  UNLIMITED,
  UPLOAD_ALLOWED_EXTENSIONS,
  UPLOAD_GENERAL_LARGE_LIMIT_BYTES,
  UPLOAD_GENERAL_SMALL_LIMIT_BYTES,
  UPLOAD_MAX_SIZE_BYTES,
  UPLOAD_MAX_VIDEO_SIZE_FLAGGED_BYTES,
  UPLOAD_SIZE_LIMIT_BYTES,
} from '../constants.ts';
import { uploadContentTypes, type UploadContentType } from '../enums/upload-content-types.ts';
import type { UploadRefusal } from './upload-messages.ts';

// Templates §5 and §9: which files each content type accepts, and how large. The browser checks them
// before it asks to upload, and the server checks them again when it signs the upload and when the
// upload completes: the same rules, from here.

export interface UploadSizeOptions {
  /** Templates §9: the flag that lowers the video maximum to 150 000 000 bytes. */
  reducedVideoSize?: boolean;
}

/**
 * The largest file of a content type, in bytes (docs/decisions.md, "Media: size limits"): the type's
 * maximum upload size where §9 gives one (video, audio, image), else its size limit (powerpoint,
 * ai-document; video, aicc and scorm have none), else the general limits — the larger one for briefcase
 * documents (they include videos and presentations), the smaller for csv, spreadsheet and certificate.
 */
export function maximumUploadBytes(contentType: UploadContentType, options: UploadSizeOptions = {}): number {
  if (contentType === 'video' && options.reducedVideoSize) return UPLOAD_MAX_VIDEO_SIZE_FLAGGED_BYTES;
  const maximum = (UPLOAD_MAX_SIZE_BYTES as Partial<Record<UploadContentType, number>>)[contentType];
  if (maximum !== undefined) return maximum;
  const limit = (UPLOAD_SIZE_LIMIT_BYTES as Partial<Record<UploadContentType, number>>)[contentType];
  if (limit !== undefined) return limit;
  return contentType === 'briefcase-document' ? UPLOAD_GENERAL_LARGE_LIMIT_BYTES : UPLOAD_GENERAL_SMALL_LIMIT_BYTES;
}

/** Whether a content type's uploads have no size bound of the spec's (the server may still set a ceiling). */
export const isUnlimited = (bytes: number) => bytes === UNLIMITED;

export function isUploadContentType(value: string): value is UploadContentType {
  return (uploadContentTypes as readonly string[]).includes(value);
}

/** The file name's extension, lower case and without the dot; empty when it has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

export function isAllowedExtension(contentType: UploadContentType, fileName: string): boolean {
  return (UPLOAD_ALLOWED_EXTENSIONS[contentType] as readonly string[]).includes(extensionOf(fileName));
}

/** What a file picker may offer for a content type (`accept="…"`): its extensions, each with its dot. */
export function acceptedExtensions(contentType: UploadContentType): string {
  return UPLOAD_ALLOWED_EXTENSIONS[contentType].map((extension) => `.${extension}`).join(',');
}

export interface UploadCandidate {
  fileName: string;
  size: number;
}

/**
 * The first rule one file breaks for a content type, or undefined when it may be uploaded. In the order a
 * person fixes them: the wrong kind of file first, then an empty one, then one too large.
 */
export function checkUploadCandidate(
  contentType: UploadContentType,
  file: UploadCandidate,
  options: UploadSizeOptions = {},
): UploadRefusal | undefined {
  if (!isAllowedExtension(contentType, file.fileName)) return 'unsupportedType';
  if (file.size <= 0) return 'empty';
  if (file.size > maximumUploadBytes(contentType, options)) return 'tooLarge';
  return undefined;
}

/** A field takes one file: more than `maximumFiles` chosen or dropped at once is refused whole. */
export function checkFileCount(count: number, maximumFiles = 1): UploadRefusal | undefined {
  return count > maximumFiles ? 'tooManyFiles' : undefined;
}
