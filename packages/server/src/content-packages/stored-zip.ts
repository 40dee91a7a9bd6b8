import { PassThrough, type Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { PackageRefusal } from './package-refusal.ts';

// A zip read where it is stored, through the storage interface's byte ranges (disk or S3): yauzl reads the
// central directory and then each entry's bytes, and nothing holds the archive in memory. The central
// directory is read in many small pieces (two per entry), so small reads come from one block fetched at
// once: a 10 000-entry package is a few requests to S3, not twenty thousand.

const BLOCK_BYTES = 1 << 20;

class StoredObjectReader extends yauzl.RandomAccessReader {
  private block: { start: number; bytes: Buffer } | null = null;

  constructor(
    private readonly storage: ObjectStorage,
    private readonly key: string,
    private readonly size: number,
  ) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough();
    this.storage.get(this.key, { start, end: end - 1 }).then(
      (read) => {
        if (!read) return out.destroy(new Error(`${this.key} disappeared while it was read`));
        read.body.on('error', (error) => out.destroy(error));
        read.body.pipe(out);
      },
      (error: Error) => out.destroy(error),
    );
    return out;
  }

  override read(buffer: Buffer, offset: number, length: number, position: number, callback: (error: Error | null) => void): void {
    if (length > BLOCK_BYTES / 4) {
      super.read(buffer, offset, length, position, callback);
      return;
    }
    this.cachedBlock(position, length).then(
      (block) => {
        block.bytes.copy(buffer, offset, position - block.start, position - block.start + length);
        callback(null);
      },
      (error: Error) => callback(error),
    );
  }

  private async cachedBlock(position: number, length: number) {
    const cached = this.block;
    if (cached && position >= cached.start && position + length <= cached.start + cached.bytes.length) return cached;
    const start = position;
    const end = Math.min(this.size, start + Math.max(BLOCK_BYTES, length));
    const read = await this.storage.get(this.key, { start, end: end - 1 });
    if (!read) throw new Error(`${this.key} disappeared while it was read`);
    const chunks: Buffer[] = [];
    for await (const chunk of read.body) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    if (bytes.length < length) throw new Error(`${this.key} is shorter than its size`);
    this.block = { start, bytes };
    return this.block;
  }
}

/** The stored zip opened for reading entry by entry; refuses what is not a zip at all. */
export async function openStoredZip(storage: ObjectStorage, key: string): Promise<yauzl.ZipFile> {
  const stored = await storage.head(key);
  if (!stored) throw new Error(`No stored object ${key}`);
  const reader = new StoredObjectReader(storage, key, stored.size);
  try {
    return await yauzl.fromRandomAccessReaderPromise(reader, stored.size, {
      lazyEntries: true,
      autoClose: false,
      // Names are decoded and checked by entry-name.ts, so the name checked is the name written.
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch (error) {
    const message = (error as Error).message;
    throw new PackageRefusal(/central directory|signature/i.test(message) ? 'package_not_a_zip' : 'package_damaged');
  }
}

/** Every entry of the central directory, in order, stopping (with the refusal) at the first that `check` refuses. */
export function readEntries(zip: yauzl.ZipFile, check: (entry: yauzl.Entry) => void): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    const stop = (error: unknown) => {
      zip.removeAllListeners();
      reject(error);
    };
    zip.on('entry', (entry: yauzl.Entry) => {
      try {
        check(entry);
      } catch (error) {
        return stop(error);
      }
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => {
      zip.removeAllListeners();
      resolve(entries);
    });
    zip.on('error', () => stop(new PackageRefusal('package_damaged')));
    zip.readEntry();
  });
}

/** The entry's decoded name as written (Info-ZIP's Unicode path when present), backslashes kept so they can be refused. */
export const rawEntryName = (entry: yauzl.Entry) =>
  yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
