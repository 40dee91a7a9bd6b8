import { z } from 'zod';
import { uploadContentTypeSchema } from '../enums/upload-content-types.ts';
import { imageVariants } from '../media/media-reference.ts';
import { pagedListSchema } from '../entities/paged-list.ts';
import { paginationQuerySchema } from './pagination.ts';

// Issue 13: uploads and the media library. The browser asks for signed upload parameters, sends the file
// straight to storage with them, then completes the upload; the server checks the bytes and keeps a row.

const FILE_NAME_MAX_LENGTH = 255;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const FOLDER_OR_CONTROL = /[\\/\u0000-\u001f\u007f]/;

/** A file's own name as the person's computer called it (no folders); shown in the library. */
export const mediaFileNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(FILE_NAME_MAX_LENGTH)
  .refine((name) => !FOLDER_OR_CONTROL.test(name), { message: 'A file name, without folders or control characters' });

/**
 * POST /api/media/getSignedUploadParams (templates §7; payload ours). The content type is a string rather
 * than the enum, so an unknown one gets the upload API's own message (spec §8: it is an error).
 */
export const signedUploadParamsBodySchema = z.object({
  contentType: z.string().min(1).max(100),
  fileName: mediaFileNameSchema,
  /** The file's size in bytes, as the browser reports it; the upload may not exceed it. */
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type SignedUploadParamsBody = z.infer<typeof signedUploadParamsBodySchema>;

/**
 * How the browser sends the bytes: PUT the file as the request body to `url` with `headers` (our disk
 * back end, or a presigned S3 PUT), or POST a multipart form to `url` with `fields` first and the file last
 * as `file` (a presigned S3 POST, whose policy holds the size range).
 */
export const uploadRequestSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('PUT'), url: z.string(), headers: z.record(z.string(), z.string()) }),
  z.object({ method: z.literal('POST'), url: z.string(), fields: z.record(z.string(), z.string()) }),
]);
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export const signedUploadParamsResponseSchema = z.object({
  /** The media item the upload becomes; complete it with POST /api/media/{mediaId}/complete. */
  mediaId: z.string(),
  upload: uploadRequestSchema,
  /** When the signature stops being accepted (ISO 8601). */
  expiresAt: z.string(),
  /** The largest file this content type takes here, in bytes: the spec's maximum, or the server's ceiling when smaller or the spec sets none. */
  maxBytes: z.number().int(),
});
export type SignedUploadParamsResponse = z.infer<typeof signedUploadParamsResponseSchema>;

export const mediaParamsSchema = z.object({ mediaId: z.string().min(1).max(100) });

/**
 * The disk back end's upload URL carries its own authority: when it expires and its signature. Both are
 * optional here so that a URL without them is answered like any other bad link (403), not as bad input.
 */
export const mediaUploadQuerySchema = z.object({
  expires: z.coerce.number().int().min(0).optional(),
  signature: z.string().max(200).optional(),
});

export const mediaUploadResponseSchema = z.object({ size: z.number().int().min(0) });

/** A use in the account's content: a course (its images), a lesson (its images) or a slide of a lesson. */
export const contentMediaUseSchema = z.object({
  kind: z.enum(['course', 'lesson', 'slide']),
  courseId: z.string(),
  courseTitle: z.string(),
  lessonId: z.string().nullable(),
  lessonTitle: z.string().nullable(),
  slideId: z.string().nullable(),
});
export type ContentMediaUse = z.infer<typeof contentMediaUseSchema>;

/** Where one media item is used: in content, as the account's logo, or as a person's picture. */
export const mediaUseSchema = z.union([
  contentMediaUseSchema,
  z.object({ kind: z.literal('account-logo') }),
  z.object({ kind: z.literal('person-picture'), userId: z.string(), userName: z.string() }),
]);
export type MediaUse = z.infer<typeof mediaUseSchema>;

export const mediaItemSchema = z.object({
  id: z.string(),
  contentType: uploadContentTypeSchema,
  name: z.string(),
  /** The file's type read from its bytes (e.g. image/png). */
  mimeType: z.string(),
  size: z.number().int().min(0),
  sha256: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Length of audio and video, in milliseconds, where it could be read cheaply; else null. */
  durationMs: z.number().int().nullable(),
  /** What a media field stores to use this file (`/api/media/{id}/file`). */
  url: z.string(),
  uploadedBy: z.object({ id: z.string().nullable(), name: z.string() }),
  createdAt: z.string(),
  usedBy: z.array(mediaUseSchema),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListQuerySchema = paginationQuerySchema.extend({
  pageSize: paginationQuerySchema.shape.pageSize.max(100).default(50),
  /** Part of the file name, case ignored. */
  search: z.string().trim().max(200).optional(),
  contentType: uploadContentTypeSchema.optional(),
  /**
   * The `nextCursor` of the previous page: the page resumes after its last file, so a file uploaded or
   * deleted meanwhile neither repeats nor skips one (keyset paging). Only with the first `page`.
   */
  cursor: z.string().max(1000).optional(),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

export const mediaListResponseSchema = pagedListSchema(mediaItemSchema).extend({
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type MediaListResponse = z.infer<typeof mediaListResponseSchema>;

export const mediaFileQuerySchema = z.object({ variant: z.enum(imageVariants).optional() });

/** DELETE answers 409 with the places that still use the file, so the library can list them. */
export const mediaInUsePayloadSchema = z.object({
  message: z.string(),
  code: z.literal('media_in_use'),
  details: z.object({ usedBy: z.array(mediaUseSchema) }),
});
