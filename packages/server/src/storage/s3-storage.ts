import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { Readable } from 'node:stream';
import { resolveByteRange } from './byte-range.ts';
import { assertObjectKey, assertObjectPrefix } from './object-keys.ts';
import type { ByteRange, ObjectRead, ObjectStorage, StoredObject } from './object-storage.ts';

// Any S3-compatible store (AWS S3, MinIO, Cloudflare R2…) through @aws-sdk/client-s3. Bodies are streamed
// both ways; a stream of unknown length is refused, because S3's PutObject needs its length up front.

const DELETE_BATCH = 1000;

const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

export function createS3Storage(client: S3Client, bucket: string): ObjectStorage {
  async function head(key: string): Promise<StoredObject | undefined> {
    assertObjectKey(key);
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return { key, size: answer.ContentLength ?? 0, contentType: answer.ContentType };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  return {
    kind: 's3',

    async put(key, body, { contentType, size }) {
      assertObjectKey(key);
      const length = body instanceof Readable ? size : body.byteLength;
      if (length === undefined) throw new Error(`Storing ${key} in S3 needs its size: a stream's length cannot be read ahead.`);
      const command = new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, ContentLength: length });
      if (!(body instanceof Readable)) {
        await client.send(command);
        return;
      }
      // The SDK pipes the stream into the request and never hears of its failure: the request would wait
      // for the missing bytes for ever and the error go unheard. A failed stream aborts the request, and
      // the put rejects with the stream's own error (a package entry that lied about its size, say).
      const abort = new AbortController();
      const streamFailed = new Promise<never>((_resolve, reject) =>
        body.once('error', (error) => {
          abort.abort(error);
          reject(error);
        }),
      );
      streamFailed.catch(() => {});
      await Promise.race([client.send(command, { abortSignal: abort.signal }), streamFailed]);
    },

    async get(key: string, range?: ByteRange): Promise<ObjectRead | undefined> {
      // The size first, so a range is resolved the same way as on disk and an impossible one never reaches S3.
      const found = await head(key);
      if (!found) return undefined;
      const resolved = range ? resolveByteRange(range, found.size) : undefined;
      if (range && !resolved) throw new RangeError(`The range ${range.start}-${range.end ?? ''} is outside ${key} (${found.size} bytes).`);
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, ...(resolved ? { Range: `bytes=${resolved.start}-${resolved.end}` } : {}) }),
        );
        const body = answer.Body as Readable;
        const read = { key, size: found.size, contentType: answer.ContentType ?? found.contentType, body };
        return resolved ? { ...read, range: resolved } : read;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    head,

    async readSmall(key) {
      assertObjectKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await (answer.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      assertObjectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async deletePrefix(prefix) {
      assertObjectPrefix(prefix);
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: DELETE_BATCH, ContinuationToken: continuationToken }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }));
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },

    async presignedPost(key, { maxBytes, expiresInSeconds }) {
      assertObjectKey(key);
      // The policy fixes the key and the size range: the store itself refuses another object or a larger file.
      const { url, fields } = await createPresignedPost(client, {
        Bucket: bucket,
        Key: key,
        Conditions: [['content-length-range', 1, maxBytes]],
        Fields: { 'Content-Type': 'application/octet-stream' },
        Expires: expiresInSeconds,
      });
      return { url, fields };
    },
  };
}
