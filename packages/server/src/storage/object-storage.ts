import type { Readable } from 'node:stream';

// Issue 13: one storage interface with two back ends (files under DATA_DIR, and any S3-compatible store).
// Everything that keeps bytes (uploads, image variants, unpacked SCORM/AICC packages, certificates, generated
// audio) goes through this, so the rest of the server never knows which back end is configured.

/** A byte range as HTTP asks for it: `end` inclusive, absent for "to the end". */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredObject {
  key: string;
  size: number;
  contentType: string | undefined;
}

export interface ObjectRead extends StoredObject {
  /** The requested bytes, streamed: nothing is read into memory whole. */
  body: Readable;
  /** The range actually returned (for Content-Range), absent when the whole object is returned. */
  range?: { start: number; end: number };
}

export interface ObjectStorage {
  readonly kind: 'disk' | 's3';
  /** Stores a stream (or small buffer) under `key`, replacing what was there. */
  put(key: string, body: Readable | Uint8Array, options: { contentType: string; size?: number }): Promise<void>;
  /** Reads an object, or undefined when there is none. */
  get(key: string, range?: ByteRange): Promise<ObjectRead | undefined>;
  head(key: string): Promise<StoredObject | undefined>;
  /**
   * A small object's bytes in one read, or undefined when there is none: no size or type looked up first
   * (an image variant, whose type its key names, served in one go rather than streamed).
   */
  readSmall(key: string): Promise<Buffer | undefined>;
  /** Removes one object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (an unpacked package, an upload's variants). */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Stores that browsers can upload to directly (S3) answer a presigned POST for one object of at most
   * `maxBytes`; disk storage has none, and uploads reach it through the server's signed upload URL.
   */
  presignedPost?(key: string, options: { maxBytes: number; expiresInSeconds: number }): Promise<PresignedPost>;
}

/** A form the browser posts: `fields` first, then the file as `file`. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}
