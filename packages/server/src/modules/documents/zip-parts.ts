import JSZip from 'jszip';
import { DocumentRefused, MAX_TOTAL_UNZIPPED_BYTES, MAX_ZIP_ENTRIES } from './extraction-limits.ts';

// Reading the parts of an Office file (pptx, docx are zips). Each part is decompressed as a stream and
// counted as it comes, so a part that claims to be small but inflates without end is stopped at its
// bound, whatever its header says.

export interface ZipParts {
  /** The path of every file in the zip (folders left out). */
  paths(): string[];
  /** The part's bytes, or undefined when the file has none; refused past `maxBytes`. */
  bytes(path: string, maxBytes: number): Promise<Uint8Array | undefined>;
  text(path: string, maxBytes: number): Promise<string | undefined>;
}

interface JSZipStream {
  on(event: 'data', listener: (chunk: Uint8Array) => void): JSZipStream;
  on(event: 'error', listener: (error: Error) => void): JSZipStream;
  on(event: 'end', listener: () => void): JSZipStream;
  resume(): JSZipStream;
  pause(): JSZipStream;
}

export async function openZipParts(data: Uint8Array, fileKind: string): Promise<ZipParts> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(data, { checkCRC32: false });
  } catch {
    throw new DocumentRefused(`This file is not a readable ${fileKind}: it is damaged or not really a ${fileKind}.`);
  }
  const entries = Object.keys(zip.files);
  if (entries.length > MAX_ZIP_ENTRIES) {
    throw new DocumentRefused(`This ${fileKind} has ${entries.length} parts; at most ${MAX_ZIP_ENTRIES} can be read.`);
  }
  let unzipped = 0;

  async function bytes(path: string, maxBytes: number): Promise<Uint8Array | undefined> {
    const entry = zip.file(path);
    if (!entry) return undefined;
    const chunks: Uint8Array[] = [];
    let size = 0;
    await new Promise<void>((resolve, reject) => {
      const stream = (entry as unknown as { internalStream(type: 'uint8array'): JSZipStream }).internalStream('uint8array');
      stream
        .on('data', (chunk) => {
          size += chunk.length;
          unzipped += chunk.length;
          if (size > maxBytes || unzipped > MAX_TOTAL_UNZIPPED_BYTES) {
            stream.pause();
            reject(new DocumentRefused(`A part of this ${fileKind} (${path}) is too large to read once unpacked.`, { part: path }));
            return;
          }
          chunks.push(chunk);
        })
        .on('error', () => reject(new DocumentRefused(`A part of this ${fileKind} (${path}) is damaged.`, { part: path })))
        .on('end', () => resolve())
        .resume();
    });
    return Buffer.concat(chunks);
  }

  return {
    paths: () => entries.filter((path) => !zip.files[path]!.dir),
    bytes,
    async text(path, maxBytes) {
      const read = await bytes(path, maxBytes);
      return read === undefined ? undefined : Buffer.from(read).toString('utf8');
    },
  };
}

/** A relationship target resolved against the folder of the part that names it (`../media/a.png`). */
export function resolvePartPath(fromPart: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const folder = fromPart.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') folder.pop();
    else if (segment !== '.' && segment !== '') folder.push(segment);
  }
  return folder.join('/');
}
