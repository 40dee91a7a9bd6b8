import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createObjectStorage } from './create-object-storage.ts';

const directories: string[] = [];
async function dataDir() {
  const directory = await mkdtemp(join(tmpdir(), 'sw-storage-config-'));
  directories.push(directory);
  return directory;
}
afterEach(async () => {
  await Promise.all(directories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })));
});

describe('storage configuration', () => {
  it('keeps files under DATA_DIR/storage by default, with the spec’s video maximum', async () => {
    const DATA_DIR = await dataDir();
    const config = loadConfig({ DATA_DIR });
    expect(config).toMatchObject({
      storageDir: join(DATA_DIR, 'storage'),
      s3: undefined,
      reducedVideoUploadSize: false,
      maxUploadBytes: 2_000_000_000,
    });
    expect(createObjectStorage(config).kind).toBe('disk');
  });

  it('uses an S3-compatible store when S3_BUCKET is set, with every S3_ setting read', async () => {
    const config = loadConfig({
      DATA_DIR: await dataDir(),
      S3_BUCKET: 'media',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      STORAGE_DIR: '/srv/storage',
      REDUCED_VIDEO_SIZE: 'true',
      MAX_UPLOAD_BYTES: '5000000000',
    });
    expect(config).toMatchObject({
      storageDir: '/srv/storage',
      s3: {
        bucket: 'media',
        region: 'eu-west-1',
        endpoint: 'http://minio:9000',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
      reducedVideoUploadSize: true,
      maxUploadBytes: 5_000_000_000,
    });
    expect(createObjectStorage(config).kind).toBe('s3');
  });

  it('defaults the region and leaves credentials to the SDK’s usual chain', async () => {
    const config = loadConfig({ DATA_DIR: await dataDir(), S3_BUCKET: 'media' });
    expect(config.s3).toEqual({ bucket: 'media', region: 'us-east-1', forcePathStyle: false });
  });

  it('explains a bad S3 setting instead of starting wrong', async () => {
    const DATA_DIR = await dataDir();
    expect(() => loadConfig({ DATA_DIR, S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ DATA_DIR, S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ DATA_DIR, MAX_UPLOAD_BYTES: '0' })).toThrow(/MAX_UPLOAD_BYTES/);
  });
});
