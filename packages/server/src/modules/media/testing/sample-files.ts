import { crc32 } from 'node:zlib';
import sharp from 'sharp';

// Small files of every kind the upload checks tell apart, made here so no test depends on a file of
// unknown origin: real images from sharp, and the other formats as the few bytes of their headers that
// their readers (and file-type) recognise.

const bytes = (...values: number[]) => Buffer.from(values);
const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
};

/** A PNG of the given size, one colour. */
export const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: { r: 30, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

/** A JPEG carrying camera and GPS metadata, stored rotated (EXIF orientation 6: shown turned a quarter). */
export const jpegWithLocation = (width = 80, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Slidewise Test Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

export const gif = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
    .gif()
    .toBuffer();

export const svg = (inner = '<rect width="10" height="10" fill="#09f"/>', attributes = 'width="120" height="60"') =>
  Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${inner}</svg>`);

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, 'latin1'), body]);
}

/** An MP4 (ISO base media) whose movie header says `durationMs`; moov after mdat, as cameras write it. */
export function mp4(durationMs = 5_000, brand = 'isom', padding = 1024): Buffer {
  const ftyp = box('ftyp', Buffer.from(brand, 'latin1'), u32(512), Buffer.from(`${brand}mp41`, 'latin1'));
  const mdat = box('mdat', Buffer.alloc(padding, 7));
  const mvhd = box('mvhd', bytes(0, 0, 0, 0), u32(0), u32(0), u32(1000), u32(durationMs), Buffer.alloc(80));
  return Buffer.concat([ftyp, mdat, box('moov', mvhd)]);
}

/** A QuickTime movie: the same box format with the "qt  " brand. */
export const mov = (durationMs = 2_500) => mp4(durationMs, 'qt  ');

/** A HEIC photo's header (ftyp heic): recognised as HEIC, but no image a decoder can read. */
export const heic = () =>
  Buffer.concat([box('ftyp', Buffer.from('heic', 'latin1'), u32(0), Buffer.from('mif1heic', 'latin1')), Buffer.alloc(256)]);

/** A WebM file's EBML header. */
export const webm = () => Buffer.concat([bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84), Buffer.from('webm'), Buffer.alloc(128)]);

/** MPEG-1 layer III frames (what an .mp3 is). */
export const mp3 = () => Buffer.concat(Array.from({ length: 4 }, () => Buffer.concat([bytes(0xff, 0xfb, 0x90, 0x64), Buffer.alloc(413)])));

export const aac = () => Buffer.concat([bytes(0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc), Buffer.alloc(256)]);

export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A compound file (legacy .doc, .xls, .ppt). */
export const compoundFile = () => Buffer.concat([bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), Buffer.alloc(1024)]);

/** A Windows executable's header. */
export const executable = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]);

export const html = () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** A zip of the given entries, stored without compression. */
export function zip(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0); // version needed
    common.writeUInt16LE(0, 2); // flags
    common.writeUInt16LE(0, 4); // stored
    common.writeUInt32LE(0, 6); // time and date
    common.writeUInt32LE(crc, 10);
    common.writeUInt32LE(data.length, 14);
    common.writeUInt32LE(data.length, 18);
    common.writeUInt16LE(fileName.length, 22);
    common.writeUInt16LE(0, 24);
    const local = Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), common, fileName, data]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    common.copy(central, 6);
    central.writeUInt32LE(offset, 42);
    centrals.push(Buffer.concat([central, fileName]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length, 8);
  end.writeUInt16LE(centrals.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (mainType: string, part: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${mainType}"/></Types>`;

const officeDocument = (mainType: string, part: string) =>
  zip({ '[Content_Types].xml': contentTypes(mainType, part), [part]: '<?xml version="1.0"?><root/>' });

export const docx = () =>
  officeDocument('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml', 'word/document.xml');
export const pptx = () =>
  officeDocument('application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml', 'ppt/presentation.xml');
export const xlsx = () => officeDocument('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml', 'xl/workbook.xml');
export const xlsm = () => officeDocument('application/vnd.ms-excel.sheet.macroEnabled.main+xml', 'xl/workbook.xml');

/** A SCORM-looking package (the package checks themselves are the SCORM module's). */
export const scormZip = () => zip({ 'imsmanifest.xml': '<?xml version="1.0"?><manifest/>', 'index.html': '<html></html>' });

export const text = (content = 'Plain notes for the briefcase.\n') => Buffer.from(content);
export const csv = () => Buffer.from('name,score\nAda,10\nJosé,9\n');
export const pemCertificate = () => Buffer.from('-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUX0VzdA==\n-----END CERTIFICATE-----\n');
/** The start of a DER certificate: an ASN.1 SEQUENCE with a two-byte length. */
export const derCertificate = () => Buffer.concat([bytes(0x30, 0x82, 0x01, 0xb3, 0x30, 0x82, 0x01, 0x59), Buffer.alloc(300, 1)]);
