import type { Config } from '../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3Client } from './s3-client.ts';
import { createS3Storage } from './s3-storage.ts';

/** The configured back end: the S3-compatible store when S3_BUCKET is set, else files under STORAGE_DIR. */
export function createObjectStorage(config: Pick<Config, 'storageDir' | 's3'>): ObjectStorage {
  if (!config.s3) return createDiskStorage(config.storageDir);
  return createS3Storage(createS3Client(config.s3), config.s3.bucket);
}
