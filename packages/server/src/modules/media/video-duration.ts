// "Duration where cheaply known" (issue 13): an MP4 or QuickTime file states its length in the movie
// header box (moov → mvhd) as a duration in units of a timescale. The top-level boxes are walked by their
// 8- or 16-byte headers, read as small ranges, so finding it costs a few reads however large the video
// and wherever moov is (at the start of "fast start" files, else at the end).

/** Reads `length` bytes from `start` (fewer at the end of the file). */
export type ReadBytes = (start: number, length: number) => Promise<Buffer>;

const BOX_HEADER = 8;
const MAX_BOXES = 64;

interface Box {
  type: string;
  start: number;
  headerSize: number;
  size: number;
}

async function readBox(read: ReadBytes, start: number, end: number): Promise<Box | undefined> {
  if (start + BOX_HEADER > end) return undefined;
  const header = await read(start, 16);
  if (header.length < BOX_HEADER) return undefined;
  const declared = header.readUInt32BE(0);
  const type = header.toString('latin1', 4, 8);
  if (declared === 1) {
    if (header.length < 16) return undefined;
    return { type, start, headerSize: 16, size: Number(header.readBigUInt64BE(8)) };
  }
  return { type, start, headerSize: BOX_HEADER, size: declared === 0 ? end - start : declared };
}

async function findBox(read: ReadBytes, type: string, start: number, end: number): Promise<Box | undefined> {
  let position = start;
  for (let index = 0; index < MAX_BOXES; index += 1) {
    const box = await readBox(read, position, end);
    if (!box || box.size < box.headerSize) return undefined;
    if (box.type === type) return box;
    position += box.size;
  }
  return undefined;
}

/** The length of an MP4 or QuickTime file in milliseconds, or undefined when its header cannot be found. */
export async function isoVideoDurationMs(read: ReadBytes, size: number): Promise<number | undefined> {
  const moov = await findBox(read, 'moov', 0, size);
  if (!moov) return undefined;
  const mvhd = await findBox(read, 'mvhd', moov.start + moov.headerSize, Math.min(moov.start + moov.size, size));
  if (!mvhd) return undefined;
  const body = await read(mvhd.start + mvhd.headerSize, 32);
  const version = body[0];
  // Version 0: 4-byte creation and modification times; version 1: 8-byte ones. Then timescale and duration.
  const timescale = version === 1 ? body.readUInt32BE(20) : body.readUInt32BE(12);
  const duration = version === 1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16);
  if (timescale === 0 || (version === 0 && duration === 0xffffffff)) return undefined;
  return Math.round((duration / timescale) * 1000);
}
