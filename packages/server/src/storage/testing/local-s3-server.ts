import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageSettings } from '../s3-client.ts';

/** A local S3-compatible server for tests, on a free port, with one empty bucket; close() removes its files. */
export interface LocalS3Server {
  settings: S3StorageSettings;
  close(): Promise<void>;
}

// s3rver accepts any credentials that are configured the same on both sides.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startLocalS3Server(bucket = 'slidewise-test'): Promise<LocalS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'slidewise-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      ...CREDENTIALS,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
