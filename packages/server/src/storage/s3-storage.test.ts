import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { createS3Client } from './s3-client.ts';
import { createS3Storage } from './s3-storage.ts';
import { describeObjectStorage } from './testing/object-storage-suite.ts';
import { startLocalS3Server } from './testing/local-s3-server.ts';

// The S3 back end against a local S3-compatible server (s3rver) this test starts on a free port.
describeObjectStorage('S3', async () => {
  const server = await startLocalS3Server();
  const client = createS3Client(server.settings);
  return {
    storage: createS3Storage(client, server.settings.bucket),
    async close() {
      client.destroy();
      await server.close();
    },
  };
});

describe('S3 object storage, its own limits', () => {
  it('refuses a stream whose size is not given (PutObject needs the length)', async () => {
    const server = await startLocalS3Server();
    const client = createS3Client(server.settings);
    try {
      const storage = createS3Storage(client, server.settings.bucket);
      await expect(storage.put('media/x', Readable.from([Buffer.from('x')]), { contentType: 'text/plain' })).rejects.toThrow(
        /needs its size/,
      );
    } finally {
      client.destroy();
      await server.close();
    }
  });
});

describe('S3 presigned POST', () => {
  it('lets a browser-like client post one file to the signed key', async () => {
    const server = await startLocalS3Server();
    const client = createS3Client(server.settings);
    try {
      const storage = createS3Storage(client, server.settings.bucket);
      const post = await storage.presignedPost!('media/acc/item/original', { maxBytes: 100, expiresInSeconds: 60 });
      expect(post.fields).toMatchObject({ key: 'media/acc/item/original', 'Content-Type': 'application/octet-stream' });
      const form = new FormData();
      for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
      form.append('file', new Blob(['posted bytes']), 'ignored.txt');
      const answer = await fetch(post.url, { method: 'POST', body: form });
      expect(answer.status).toBeLessThan(300);
      expect(await storage.head('media/acc/item/original')).toMatchObject({ size: 12 });
    } finally {
      client.destroy();
      await server.close();
    }
  });
});
