import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFString,
} from 'pdf-lib';
import sharp from 'sharp';
import type { ImageBytes } from './extracted-content.ts';
import { MAX_IMAGE_BYTES } from './extraction-limits.ts';
import { undoPngPredictor } from './png-predictor.ts';

// Issue 17: a PDF's pictures, read without rendering (PDF.js decodes them only with a canvas or Node 21+).
// A picture in a PDF is an image XObject: a stream named in a page's resources. A DCTDecode stream is a
// JPEG file as it is; a FlateDecode (or uncompressed) one holds 8-bit grey, RGB or palette samples that
// sharp turns into a PNG, with its soft mask as transparency. Others (JPEG 2000, fax, JBIG2, CMYK
// samples) are left out: slides cannot show them without a decoder we do not have. Every size is
// checked before anything is decompressed, so a hostile PDF costs at most one bounded picture at a time.

export interface PdfPicture {
  /** The page it is on, from 1. */
  page: number;
  width: number;
  height: number;
  extension: 'jpg' | 'png';
  load(): Promise<ImageBytes | undefined>;
}

export interface PdfPictureLimits {
  /** Pictures kept from the whole file; later ones are left out. */
  maxPictures: number;
  /** Pictures narrower or shorter than this are rules, bullets and icons, not content. */
  minSide: number;
}

/** Image and form objects looked at in one file, whatever they hold, so a file of millions stays cheap. */
const MAX_OBJECTS_VISITED = 20_000;
/** Forms (reusable drawings) may hold pictures and further forms; deeper nesting is not followed. */
const MAX_FORM_DEPTH = 4;

const name = (value: string) => PDFName.of(value);
/** A name's text without its slash (`/DeviceRGB` → `DeviceRGB`); undefined for anything else. */
const textOf = (value: PDFObject | undefined) => (value instanceof PDFName ? value.asString().slice(1) : undefined);

function lookup(dict: PDFDict, key: string): PDFObject | undefined {
  return dict.context.lookup(dict.get(name(key)));
}

function numberOf(dict: PDFDict, key: string): number | undefined {
  const value = lookup(dict, key);
  return value instanceof PDFNumber ? value.asNumber() : undefined;
}

/** The stream's filters in the order they apply (a single name or an array of names). */
function filtersOf(dict: PDFDict): string[] | undefined {
  const filter = lookup(dict, 'Filter');
  if (filter === undefined) return [];
  if (filter instanceof PDFName) return [textOf(filter) ?? ''];
  if (!(filter instanceof PDFArray)) return undefined;
  const names = filter.asArray().map((item) => textOf(dict.context.lookup(item)));
  return names.every((item) => item !== undefined) ? names : undefined;
}

interface Colour {
  /** Samples per pixel in the stream. */
  channels: 1 | 3;
  /** For a palette (Indexed) image: the stream holds one index per pixel into these RGB or grey entries. */
  palette?: { entries: Uint8Array; channels: 1 | 3 };
}

function directColour(value: PDFObject | undefined, context: PDFDict['context']): 1 | 3 | undefined {
  const resolved = context.lookup(value);
  if (resolved instanceof PDFName) {
    const colourName = textOf(resolved);
    if (colourName === 'DeviceGray' || colourName === 'CalGray' || colourName === 'G') return 1;
    if (colourName === 'DeviceRGB' || colourName === 'CalRGB' || colourName === 'RGB') return 3;
    return undefined;
  }
  if (!(resolved instanceof PDFArray) || resolved.size() === 0) return undefined;
  const family = textOf(context.lookup(resolved.get(0)));
  if (family === 'CalGray') return 1;
  if (family === 'CalRGB') return 3;
  if (family !== 'ICCBased') return undefined;
  // An ICC profile's colours are read as the device colours of as many components (N).
  const profile = context.lookup(resolved.get(1));
  const components = profile instanceof PDFRawStream ? numberOf(profile.dict, 'N') : undefined;
  return components === 1 || components === 3 ? components : undefined;
}

function colourOf(dict: PDFDict): Colour | undefined {
  const value = lookup(dict, 'ColorSpace');
  const direct = directColour(value, dict.context);
  if (direct) return { channels: direct };
  if (!(value instanceof PDFArray) || value.size() !== 4) return undefined;
  const family = textOf(dict.context.lookup(value.get(0)));
  if (family !== 'Indexed' && family !== 'I') return undefined;
  const base = directColour(value.get(1), dict.context);
  const highest = dict.context.lookup(value.get(2));
  if (!base || !(highest instanceof PDFNumber)) return undefined;
  const size = (Math.min(255, Math.max(0, Math.floor(highest.asNumber()))) + 1) * base;
  const table = dict.context.lookup(value.get(3));
  let entries: Uint8Array | undefined;
  if (table instanceof PDFString || table instanceof PDFHexString) entries = table.asBytes();
  else if (table instanceof PDFRawStream) entries = decodedStream(table, size);
  if (!entries || entries.length < size) return undefined;
  return { channels: 1, palette: { entries, channels: base } };
}

/** Whether the stream is stored as it is or deflated, the two encodings of samples read here. */
function isRawOrDeflated(dict: PDFDict): boolean {
  const filters = filtersOf(dict);
  return filters?.length === 0 || (filters?.length === 1 && (filters[0] === 'FlateDecode' || filters[0] === 'Fl'));
}

/** The stream's bytes with its compression and predictor undone, or undefined when they cannot be (or pass `limit`). */
function decodedStream(stream: PDFRawStream, limit: number): Uint8Array | undefined {
  if (!isRawOrDeflated(stream.dict)) return undefined;
  if (filtersOf(stream.dict)?.length === 0) return stream.contents;
  const parameters = lookup(stream.dict, 'DecodeParms');
  const predictor = parameters instanceof PDFDict ? (numberOf(parameters, 'Predictor') ?? 1) : 1;
  if (predictor !== 1 && predictor < 10) return undefined;
  const columns = parameters instanceof PDFDict ? (numberOf(parameters, 'Columns') ?? 1) : 1;
  const colours = parameters instanceof PDFDict ? (numberOf(parameters, 'Colors') ?? 1) : 1;
  const rowBytes = columns * colours;
  const rows = predictor >= 10 ? Math.ceil(limit / Math.max(1, rowBytes)) : 0;
  let inflated: Uint8Array;
  try {
    // The limit stops a small stream that inflates to gigabytes before it is held in memory.
    inflated = inflateSync(stream.contents, { maxOutputLength: limit + rows + 1024 });
  } catch {
    return undefined;
  }
  return predictor >= 10 ? undoPngPredictor(inflated, rowBytes, colours, rows) : inflated;
}

interface Samples {
  data: Uint8Array;
  channels: 1 | 2 | 3 | 4;
}

/** An 8-bit grey, RGB or palette picture as raw pixels (grey or RGB), or undefined. */
function samplesOf(stream: PDFRawStream, width: number, height: number): Samples | undefined {
  const colour = colourOf(stream.dict);
  if (!colour || numberOf(stream.dict, 'BitsPerComponent') !== 8) return undefined;
  const pixels = width * height;
  const data = decodedStream(stream, pixels * colour.channels);
  if (!data || data.length < pixels * colour.channels) return undefined;
  if (!colour.palette) return { data: data.subarray(0, pixels * colour.channels), channels: colour.channels };
  const { entries, channels } = colour.palette;
  const expanded = new Uint8Array(pixels * channels);
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    const entry = (data[pixel] ?? 0) * channels;
    for (let channel = 0; channel < channels; channel += 1) expanded[pixel * channels + channel] = entries[entry + channel] ?? 0;
  }
  return { data: expanded, channels };
}

/** The picture with its soft mask (a grey picture of the same size) as its alpha channel, when it has one. */
function withTransparency(picture: Samples, stream: PDFRawStream, width: number, height: number): Samples {
  const mask = lookup(stream.dict, 'SMask');
  if (!(mask instanceof PDFRawStream) || numberOf(mask.dict, 'Width') !== width || numberOf(mask.dict, 'Height') !== height) return picture;
  const alpha = samplesOf(mask, width, height);
  if (alpha?.channels !== 1) return picture;
  const channels = (picture.channels + 1) as 2 | 4;
  const data = new Uint8Array(width * height * channels);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    for (let channel = 0; channel < picture.channels; channel += 1) {
      data[pixel * channels + channel] = picture.data[pixel * picture.channels + channel] ?? 0;
    }
    data[pixel * channels + picture.channels] = alpha.data[pixel] ?? 0;
  }
  return { data, channels };
}

async function loadJpeg(bytes: Uint8Array): Promise<ImageBytes | undefined> {
  try {
    const image = sharp(bytes, { limitInputPixels: Math.floor(MAX_IMAGE_BYTES / 3) });
    const { space } = await image.metadata();
    // Browsers show CMYK JPEGs badly or not at all: those are turned into RGB ones.
    if (space === 'cmyk') return { data: await image.toColourspace('srgb').jpeg().toBuffer(), mimeType: 'image/jpeg' };
    return { data: bytes, mimeType: 'image/jpeg' };
  } catch {
    return undefined;
  }
}

async function loadSamples(stream: PDFRawStream, width: number, height: number): Promise<ImageBytes | undefined> {
  const samples = samplesOf(stream, width, height);
  if (!samples) return undefined;
  const { data, channels } = withTransparency(samples, stream, width, height);
  const image = sharp(data, { raw: { width, height, channels } });
  // sharp would write grey samples as RGB; kept grey, the PNG is a third of the size.
  const png = await (channels <= 2 ? image.toColourspace('b-w') : image).png().toBuffer();
  return { data: png, mimeType: 'image/png' };
}

/** The picture this stream is, when it is one slides can show; its bytes are decoded only when loaded. */
function pictureOf(stream: PDFRawStream, page: number): PdfPicture | undefined {
  const { dict } = stream;
  if (lookup(dict, 'ImageMask') === PDFBool.True) return undefined;
  const width = numberOf(dict, 'Width') ?? 0;
  const height = numberOf(dict, 'Height') ?? 0;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) return undefined;
  // Decoded RGB with alpha stays within one picture's bound; a JPEG is passed on without decoding.
  if (width * height * 4 > MAX_IMAGE_BYTES || stream.contents.length > MAX_IMAGE_BYTES) return undefined;
  const filters = filtersOf(dict);
  if (filters?.length === 1 && (filters[0] === 'DCTDecode' || filters[0] === 'DCT')) {
    return { page, width, height, extension: 'jpg', load: () => loadJpeg(stream.contents) };
  }
  if (!isRawOrDeflated(dict) || !colourOf(dict) || numberOf(dict, 'BitsPerComponent') !== 8) return undefined;
  return { page, width, height, extension: 'png', load: () => loadSamples(stream, width, height) };
}

/**
 * Each page's pictures, in the order its resources name them, within the limits. A picture drawn on
 * several pages (a logo in every header) is kept once, where it first appears. A file pdf-lib cannot
 * open (damaged, encrypted) has no pictures here; its text is read apart.
 */
export async function readPdfPictures(data: Uint8Array, limits: PdfPictureLimits): Promise<PdfPicture[]> {
  let pdf: PDFDocument;
  let pages: ReturnType<PDFDocument['getPages']>;
  try {
    pdf = await PDFDocument.load(data, { updateMetadata: false, throwOnInvalidObject: false });
    pages = pdf.getPages();
  } catch {
    return [];
  }
  const pictures: PdfPicture[] = [];
  const seen = new Set<string>();
  let visited = 0;

  const walk = (resources: PDFDict | undefined, page: number, depth: number) => {
    const objects = resources ? lookup(resources, 'XObject') : undefined;
    if (!(objects instanceof PDFDict)) return;
    for (const [, reference] of objects.entries()) {
      if (pictures.length >= limits.maxPictures || visited >= MAX_OBJECTS_VISITED) return;
      visited += 1;
      if (reference instanceof PDFRef) {
        if (seen.has(reference.tag)) continue;
        seen.add(reference.tag);
      }
      const stream = pdf.context.lookup(reference);
      if (!(stream instanceof PDFRawStream)) continue;
      const subtype = lookup(stream.dict, 'Subtype');
      if (subtype === name('Form') && depth < MAX_FORM_DEPTH) {
        const inner = lookup(stream.dict, 'Resources');
        walk(inner instanceof PDFDict ? inner : undefined, page, depth + 1);
      } else if (subtype === name('Image')) {
        const picture = pictureOf(stream, page);
        if (picture && picture.width >= limits.minSide && picture.height >= limits.minSide) pictures.push(picture);
      }
    }
  };

  for (const [index, page] of pages.entries()) {
    if (pictures.length >= limits.maxPictures || visited >= MAX_OBJECTS_VISITED) break;
    try {
      walk(page.node.Resources(), index + 1, 0);
    } catch {
      // A damaged resource dictionary loses that page's pictures, not the file's.
    }
  }
  return pictures;
}
