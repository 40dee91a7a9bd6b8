import { crc32, deflateRawSync } from 'node:zlib';

// A zip writer for tests and the bench: it writes what a test asks for, including what no honest tool
// writes (a `../` name, a symbolic link, sizes that lie), so each of issue 13's refusals can be proved
// against bytes the test made itself.

export interface ZipWriterEntry {
  name: string;
  /** The entry's bytes (empty for a folder). */
  data?: Uint8Array | string;
  /** Stored as is, or deflated (the default). */
  method?: 'store' | 'deflate';
  /** Unix mode bits written into the external attributes (0o120777 makes a symbolic link). */
  unixMode?: number;
  /** An uncompressed size to declare instead of the true one (a zip bomb lying in its headers). */
  declaredSize?: number;
}

const UNIX = 3;
const UTF8_NAMES = 0x800;

/** The zip archive holding `entries`, in order. */
export function writeZip(entries: readonly ZipWriterEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : Buffer.from(entry.data ?? new Uint8Array());
    const deflate = (entry.method ?? 'deflate') === 'deflate' && raw.length > 0;
    const body = deflate ? deflateRawSync(raw) : raw;
    const checksum = crc32(raw);
    const size = entry.declaredSize ?? raw.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((UNIX << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    const mode = entry.unixMode ?? (entry.name.endsWith('/') ? 0o040755 : 0o100644);
    central.writeUInt32LE((mode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
