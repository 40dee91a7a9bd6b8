import { Readable } from 'node:stream';
import type { ObjectStorage } from '../storage/object-storage.ts';

/**
 * The storage interface kept in memory, for tests that need to see every key written (what the package
 * unpacker may and may not touch). It reads and writes through streams like the real back ends.
 */
export function createMemoryStorage(): ObjectStorage & { keys(): string[] } {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  return {
    kind: 'disk',
    keys: () => [...objects.keys()].sort(),
    async put(key, body, { contentType }) {
      const chunks: Buffer[] = [];
      if (body instanceof Readable) for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
      else chunks.push(Buffer.from(body));
      objects.set(key, { bytes: Buffer.concat(chunks), contentType });
    },
    async get(key, range) {
      const found = objects.get(key);
      if (!found) return undefined;
      const size = found.bytes.length;
      const base = { key, size, contentType: found.contentType };
      if (!range) return { ...base, body: Readable.from([found.bytes]) };
      const end = Math.min(range.end ?? size - 1, size - 1);
      return { ...base, body: Readable.from([found.bytes.subarray(range.start, end + 1)]), range: { start: range.start, end } };
    },
    async head(key) {
      const found = objects.get(key);
      return found ? { key, size: found.bytes.length, contentType: found.contentType } : undefined;
    },
    async delete(key) {
      objects.delete(key);
    },
    async deletePrefix(prefix) {
      for (const key of [...objects.keys()]) if (key.startsWith(prefix)) objects.delete(key);
    },
  };
}
