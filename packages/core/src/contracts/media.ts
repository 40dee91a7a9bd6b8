import { z } from 'zod';
import {
  mediaFileQuerySchema,
  mediaInUsePayloadSchema,
  mediaItemSchema,
  mediaListQuerySchema,
  mediaListResponseSchema,
  mediaParamsSchema,
  mediaUploadQuerySchema,
  mediaUploadResponseSchema,
  signedUploadParamsBodySchema,
  signedUploadParamsResponseSchema,
} from '../api/media.ts';
import { defineContract } from './define.ts';

const tags = ['media'];

/** A file's bytes: not JSON, so the schema only documents it. */
const fileBytesSchema = z.unknown().describe("The file's bytes");

/**
 * Issue 13: uploading (sign, send, complete), the media library and serving files. Upload refusals answer
 * 400 with one of templates §5's messages and its code (file_empty, file_too_large, unsupported_file_type,
 * too_many_files); an unknown content type answers 400 unknown_content_type.
 */
export const mediaContracts = {
  getSignedUploadParams: defineContract({
    method: 'POST',
    path: '/api/media/getSignedUploadParams',
    permission: 'media.upload',
    tags,
    summary: 'What the browser needs to upload one file straight to storage, bound to the account, content type, name and size',
    description:
      'Checks the file name and size against the content type (templates §5 and §9) and answers a short-lived signed request: a PUT to this server (disk storage) or a presigned POST or PUT to the S3-compatible store. Learners may upload images and videos only (peer learning).',
    body: signedUploadParamsBodySchema,
    responses: { 200: signedUploadParamsResponseSchema },
  }),
  upload: defineContract({
    method: 'PUT',
    path: '/api/media/uploads/:mediaId',
    // The signature in the query is the authority (as a presigned S3 URL is): it names the media item and
    // expires within minutes; the body is streamed to storage and may not exceed the signed size.
    permission: 'public',
    tags,
    summary: "Disk storage's signed upload URL: the file as the request body, streamed to storage",
    params: mediaParamsSchema,
    query: mediaUploadQuerySchema,
    responses: { 200: mediaUploadResponseSchema },
  }),
  complete: defineContract({
    method: 'POST',
    path: '/api/media/:mediaId/complete',
    permission: 'media.upload',
    tags,
    summary: 'Finish an upload: the bytes are checked (size, type by content, SVG sanitised, image metadata stripped) and the item is kept',
    params: mediaParamsSchema,
    responses: { 200: mediaItemSchema },
  }),
  list: defineContract({
    method: 'GET',
    path: '/api/media',
    permission: 'media.list',
    tags,
    summary: "The account's media library, newest first, with search, a content type filter and where each file is used",
    query: mediaListQuerySchema,
    responses: { 200: mediaListResponseSchema },
  }),
  get: defineContract({
    method: 'GET',
    path: '/api/media/:mediaId',
    permission: 'media.list',
    tags,
    summary: 'One media item, with where it is used',
    params: mediaParamsSchema,
    responses: { 200: mediaItemSchema },
  }),
  file: defineContract({
    method: 'GET',
    path: '/api/media/:mediaId/file',
    permission: 'media.read',
    tags,
    summary: "The file (what a media field's /api/media/{id}/file address loads), with Range requests; images also as resized variants",
    description:
      'variant=thumbnail|slide|fullscreen answers the image resized (never enlarged) in the best format the browser accepts (AVIF, WebP, else JPEG or PNG). SVG is served as an attachment under a sandboxing content security policy.',
    params: mediaParamsSchema,
    query: mediaFileQuerySchema,
    responses: { 200: fileBytesSchema, 206: fileBytesSchema },
  }),
  delete: defineContract({
    method: 'DELETE',
    path: '/api/media/:mediaId',
    permission: 'media.delete',
    tags,
    summary: 'Delete a media item and its file; refused (409 media_in_use) while a course, lesson or slide uses it',
    params: mediaParamsSchema,
    responses: { 204: z.null(), 409: mediaInUsePayloadSchema },
  }),
};
