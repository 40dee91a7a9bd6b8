import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage.ts';
import { describeObjectStorage } from './testing/object-storage-suite.ts';

describeObjectStorage('disk', async () => {
  const root = await mkdtemp(join(tmpdir(), 'slidewise-disk-storage-'));
  return { storage: createDiskStorage(root), close: () => rm(root, { recursive: true, force: true }) };
});

describe('disk object storage, its own guarantees', () => {
  it('leaves nothing behind, and the previous object in place, when a stream fails half-way', async () => {
    const root = await mkdtemp(join(tmpdir(), 'slidewise-disk-storage-'));
    try {
      const storage = createDiskStorage(root);
      await storage.put('media/kept.txt', Buffer.from('kept'), { contentType: 'text/plain' });
      const failing = new Readable({
        read() {
          this.push(Buffer.from('partial'));
          this.destroy(new Error('connection reset'));
        },
      });
      await expect(storage.put('media/kept.txt', failing, { contentType: 'text/plain' })).rejects.toThrow('connection reset');
      expect(await storage.head('media/kept.txt')).toMatchObject({ size: 4 });
      expect(await readdir(join(root, 'incoming'))).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
