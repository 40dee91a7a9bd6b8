import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scorm12Manifest } from '../content-packages/test-manifests.ts';
import { writeZip } from '../content-packages/zip-writer.ts';
import { unpackPackage } from '../content-packages/unpack-package.ts';
import { createDiskStorage } from '../storage/disk-storage.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { createS3Client } from '../storage/s3-client.ts';
import { createS3Storage } from '../storage/s3-storage.ts';
import { startLocalS3Server } from '../storage/testing/local-s3-server.ts';
import { buildPackageServer } from './package-server.ts';

const page = '<!doctype html><title>Lesson</title><script>parent.API.LMSInitialize("")</script>';
const audio = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));
const PREFIX = 'packages/account-1/package-1/';

interface OpenedBackEnd {
  storage: ObjectStorage;
  close(): Promise<void>;
}

const backEnds: Record<string, () => Promise<OpenedBackEnd>> = {
  disk: async () => {
    const root = await mkdtemp(join(tmpdir(), 'sw-stored-packages-'));
    return { storage: createDiskStorage(root), close: () => rm(root, { recursive: true, force: true }) };
  },
  S3: async () => {
    const server = await startLocalS3Server();
    const client = createS3Client(server.settings);
    return {
      storage: createS3Storage(client, server.settings.bucket),
      async close() {
        client.destroy();
        await server.close();
      },
    };
  },
};

describe.each(Object.keys(backEnds))('a package unpacked to %s storage, on the package origin', (name) => {
  let opened: OpenedBackEnd;
  let server: FastifyInstance;
  let webDistDir: string;
  beforeAll(async () => {
    opened = await backEnds[name]!();
    webDistDir = await mkdtemp(join(tmpdir(), 'sw-stored-packages-web-'));
    await mkdir(join(webDistDir, 'assets'), { recursive: true });
    await mkdir(join(webDistDir, 'examples', 'packages'), { recursive: true });
    await opened.storage.put(
      'media/account-1/upload-1/original',
      writeZip([
        { name: 'imsmanifest.xml', data: scorm12Manifest() },
        { name: 'index.html', data: page },
        { name: 'media/sound.mp3', data: audio, method: 'store' },
      ]),
      { contentType: 'application/zip' },
    );
    await unpackPackage({ storage: opened.storage, zipKey: 'media/account-1/upload-1/original', prefix: PREFIX, kind: 'scorm' });
    await writeFile(join(webDistDir, 'package-runtime.html'), '<p>runtime</p>');
    server = await buildPackageServer(
      {
        publicUrl: 'http://localhost:3000',
        packageDir: join(webDistDir, 'none'),
        webDistDir,
        logLevel: 'silent',
        storageDir: '',
        s3: undefined,
      },
      opened.storage,
    );
  }, 30_000);
  afterAll(async () => {
    await server?.close();
    await opened?.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it('serves its pages with their type, under the package content security policy', async () => {
    const response = await server.inject({ method: 'GET', url: `/${PREFIX}index.html` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(page);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self' http://localhost:3000");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers ranges of its media, and HEAD without a body', async () => {
    const part = await server.inject({ method: 'GET', url: `/${PREFIX}media/sound.mp3`, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.rawPayload).toEqual(audio.subarray(100, 200));
    expect((await server.inject({ method: 'GET', url: `/${PREFIX}media/sound.mp3`, headers: { range: 'bytes=5000-' } })).statusCode).toBe(
      416,
    );
    const head = await server.inject({ method: 'HEAD', url: `/${PREFIX}media/sound.mp3` });
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([200, '1000', '']);
  });

  it('serves nothing but unpacked packages: not the uploads, not a path that climbs out', async () => {
    for (const url of [
      `/${PREFIX}missing.html`,
      '/packages/account-1/package-1/..%2F..%2F..%2Fmedia%2Faccount-1%2Fupload-1%2Foriginal',
      '/packages/%2e%2e/media/account-1/upload-1/original',
      '/packages/account-1//package-1/index.html',
      '/media/account-1/upload-1/original',
    ]) {
      const response = await server.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });
});
