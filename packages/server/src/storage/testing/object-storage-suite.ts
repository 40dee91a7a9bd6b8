import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidObjectKeyError } from '../object-keys.ts';
import type { ObjectStorage } from '../object-storage.ts';

export interface OpenedStorage {
  storage: ObjectStorage;
  close(): Promise<void>;
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The behaviour every back end must share (issue 13: the same suite on disk and on S3). */
export function describeObjectStorage(name: string, open: () => Promise<OpenedStorage>): void {
  describe(`${name} object storage`, () => {
    let opened: OpenedStorage;
    let storage: ObjectStorage;
    beforeAll(async () => {
      opened = await open();
      storage = opened.storage;
    }, 30_000);
    afterAll(() => opened?.close());

    it('stores a buffer and reads it back with its size and content type', async () => {
      await storage.put('media/a/one.txt', Buffer.from('hello world'), { contentType: 'text/plain' });
      expect(await storage.head('media/a/one.txt')).toEqual({ key: 'media/a/one.txt', size: 11, contentType: 'text/plain' });
      const read = await storage.get('media/a/one.txt');
      expect(read?.range).toBeUndefined();
      expect(await text(read!.body)).toBe('hello world');
    });

    it('streams a larger body in and out unchanged', async () => {
      const bytes = randomBytes(3 * 1024 * 1024 + 17);
      const chunks = Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, index) =>
        bytes.subarray(index * 65_536, (index + 1) * 65_536),
      );
      await storage.put('media/a/large.bin', Readable.from(chunks), { contentType: 'application/octet-stream', size: bytes.length });
      const read = await storage.get('media/a/large.bin');
      expect(read?.size).toBe(bytes.length);
      const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex');
      expect(digest(await bytesOf(read!.body))).toBe(digest(bytes));
    });

    it('rejects with the stream’s own error when a stream fails half-way, and keeps nothing of it', async () => {
      // What a package's entry does when it expands past what its header said: the unpacker destroys it.
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(1000, 1));
          this.destroy(new Error('the entry grew past its size'));
        },
      });
      const put = storage.put('media/a/failing.bin', failing, { contentType: 'application/octet-stream', size: 5000 });
      await expect(put).rejects.toThrow('the entry grew past its size');
      expect(await storage.head('media/a/failing.bin')).toBeUndefined();
    });

    it('reads a byte range, clamped to the end, and refuses one that starts past it', async () => {
      await storage.put('media/a/digits.txt', Buffer.from('0123456789'), { contentType: 'text/plain' });
      const middle = await storage.get('media/a/digits.txt', { start: 2, end: 4 });
      expect(middle?.range).toEqual({ start: 2, end: 4 });
      expect(await text(middle!.body)).toBe('234');
      const tail = await storage.get('media/a/digits.txt', { start: 7 });
      expect(tail?.range).toEqual({ start: 7, end: 9 });
      expect(await text(tail!.body)).toBe('789');
      const clamped = await storage.get('media/a/digits.txt', { start: 8, end: 100 });
      expect(await text(clamped!.body)).toBe('89');
      await expect(storage.get('media/a/digits.txt', { start: 10 })).rejects.toThrow(RangeError);
    });

    it('replaces an object stored again under the same key', async () => {
      await storage.put('media/a/replaced.txt', Buffer.from('first'), { contentType: 'text/plain' });
      await storage.put('media/a/replaced.txt', Buffer.from('second!'), { contentType: 'text/markdown' });
      expect(await storage.head('media/a/replaced.txt')).toMatchObject({ size: 7, contentType: 'text/markdown' });
    });

    it('reads a small object whole in one go, and nothing for a missing key or a folder', async () => {
      await storage.put('media/s/1/variants/thumbnail.webp', Buffer.from('RIFF small'), { contentType: 'image/webp' });
      expect((await storage.readSmall('media/s/1/variants/thumbnail.webp'))?.toString()).toBe('RIFF small');
      expect(await storage.readSmall('media/s/1/variants/slide.webp')).toBeUndefined();
      expect(await storage.readSmall('media/s/1/variants')).toBeUndefined();
    });

    it('answers undefined for a missing object, and deleting one is no error', async () => {
      expect(await storage.get('media/none/missing.txt')).toBeUndefined();
      expect(await storage.head('media/none/missing.txt')).toBeUndefined();
      await expect(storage.delete('media/none/missing.txt')).resolves.toBeUndefined();
    });

    it('deletes one object, and every object under a prefix', async () => {
      for (const key of ['media/p/1/original', 'media/p/1/variants/thumbnail.webp', 'media/p/12/original', 'media/q/1/original']) {
        await storage.put(key, Buffer.from(key), { contentType: 'text/plain' });
      }
      await storage.delete('media/p/12/original');
      expect(await storage.head('media/p/12/original')).toBeUndefined();
      await storage.put('media/p/12/original', Buffer.from('again'), { contentType: 'text/plain' });
      await storage.deletePrefix('media/p/1/');
      expect(await storage.head('media/p/1/original')).toBeUndefined();
      expect(await storage.head('media/p/1/variants/thumbnail.webp')).toBeUndefined();
      expect(await storage.head('media/p/12/original')).toBeDefined();
      await storage.deletePrefix('media/p/1');
      expect(await storage.head('media/p/12/original')).toBeUndefined();
      expect(await storage.head('media/q/1/original')).toBeDefined();
    });

    it('refuses keys that could leave its root', async () => {
      for (const key of ['../escape', '/absolute', 'a/../../b', 'a//b', 'C:\\windows', 'a\\..\\b', '', 'a/./b', 'nul\u0000byte']) {
        await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' }), key).rejects.toThrow(InvalidObjectKeyError);
        await expect(storage.get(key), key).rejects.toThrow(InvalidObjectKeyError);
      }
      await expect(storage.deletePrefix('../')).rejects.toThrow(InvalidObjectKeyError);
    });
  });
}
