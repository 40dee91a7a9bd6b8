import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-file.ts';
import { readPdfPictures } from './pdf-pictures.ts';
import { undoPngPredictor } from './png-predictor.ts';
import { samplePdf, samplePng } from './sample-files.ts';

const limits = { maxPictures: 300, minSide: 48 };

const pixelsOf = async (data: Uint8Array) => {
  const { data: pixels, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  return { pixels, info };
};

type StreamDict = NonNullable<Parameters<PDFDocument['context']['stream']>[1]>;

/** A PDF page whose resources name the image streams given (made with pdf-lib's low-level objects). */
async function pdfWithImageStreams(streams: { bytes: Uint8Array; dict: StreamDict }[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([200, 200]);
  for (const [index, stream] of streams.entries()) {
    const image = pdf.context.stream(stream.bytes, { Type: 'XObject', Subtype: 'Image', ...stream.dict });
    page.node.setXObject(PDFName.of(`Im${index}`), pdf.context.register(image));
  }
  return Buffer.from(await pdf.save());
}

describe("a PDF's pictures, read without rendering", () => {
  it('keeps a JPEG as it is and an RGB picture with transparency as a PNG, page by page; a repeated logo once', async () => {
    const photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .jpeg()
      .toBuffer();
    const logo = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const file = await samplePdf([
      { heading: 'Ladders' },
      { picture: photo, format: 'jpeg' },
      { picture: logo, format: 'png' },
      { pageBreak: true },
      { paragraph: 'The same logo again.' },
      { picture: logo, format: 'png' },
      { picture: await samplePng(96, 72), format: 'png' },
    ]);
    const pictures = await readPdfPictures(file, limits);
    expect(pictures.map(({ page, width, height, extension }) => ({ page, width, height, extension }))).toEqual([
      { page: 1, width: 120, height: 80, extension: 'jpg' },
      { page: 1, width: 64, height: 64, extension: 'png' },
      { page: 2, width: 96, height: 72, extension: 'png' },
    ]);

    const jpeg = await pictures[0]!.load();
    expect(jpeg?.mimeType).toBe('image/jpeg');
    expect(Buffer.from(jpeg!.data).equals(photo)).toBe(true);

    const png = await pictures[1]!.load();
    expect(png?.mimeType).toBe('image/png');
    const { pixels, info } = await pixelsOf(png!.data);
    expect(info).toMatchObject({ width: 64, height: 64, channels: 4 });
    expect([...pixels.subarray(0, 4)]).toEqual([0, 0, 255, 128]);
  });

  it('puts the pictures after their page’s text when a PDF is converted, and leaves out tiny ones', async () => {
    const file = await samplePdf([
      { heading: 'Storage' },
      { paragraph: 'Keep the aisles clear.' },
      { picture: await samplePng(96, 64), format: 'png' },
      { picture: await samplePng(12, 12), format: 'png' },
    ]);
    const document = await extractDocument(file, 'storage.pdf', { withImages: true });
    expect(document.blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Storage' },
      { kind: 'paragraph', text: 'Keep the aisles clear.' },
      { kind: 'image', imageIndex: 0, alt: '' },
    ]);
    expect(document.images.map((image) => image.name)).toEqual(['page-1-image-1.png']);
    expect((await document.images[0]!.load())?.mimeType).toBe('image/png');
    // The check made before queueing reads no pictures.
    expect((await extractDocument(file, 'storage.pdf', { withImages: false })).images).toEqual([]);
  });

  it('reads grey samples behind a PNG predictor and palette pictures, and turns a CMYK JPEG into RGB', async () => {
    const width = 50;
    const height = 50;
    // Grey rows, each with the "Up" filter byte: the first row a ramp, every later row the same (difference 0).
    const rows: number[] = [];
    for (let row = 0; row < height; row += 1) {
      rows.push(2);
      for (let column = 0; column < width; column += 1) rows.push(row === 0 ? column * 5 : 0);
    }
    const palette = Uint8Array.from([255, 0, 0, 0, 255, 0]);
    const indexes = Uint8Array.from({ length: width * height }, (_, pixel) => pixel % 2);
    const cmyk = await sharp({ create: { width, height, channels: 3, background: { r: 0, g: 128, b: 0 } } })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    const file = await pdfWithImageStreams([
      {
        bytes: deflateSync(Uint8Array.from(rows)),
        dict: {
          Width: width,
          Height: height,
          BitsPerComponent: 8,
          ColorSpace: 'DeviceGray',
          Filter: 'FlateDecode',
          DecodeParms: { Predictor: 15, Columns: width, Colors: 1 },
        },
      },
      {
        bytes: deflateSync(indexes),
        dict: {
          Width: width,
          Height: height,
          BitsPerComponent: 8,
          ColorSpace: ['Indexed', 'DeviceRGB', 1, PDFHexString.of(Buffer.from(palette).toString('hex'))],
          Filter: 'FlateDecode',
        },
      },
      { bytes: cmyk, dict: { Width: width, Height: height, BitsPerComponent: 8, ColorSpace: 'DeviceCMYK', Filter: 'DCTDecode' } },
    ]);
    const pictures = await readPdfPictures(file, limits);
    expect(pictures.map((picture) => picture.extension)).toEqual(['png', 'png', 'jpg']);

    const grey = (await pictures[0]!.load())!.data;
    expect((await sharp(grey).metadata()).channels).toBe(1);
    const greyPixels = await sharp(grey).extractChannel(0).raw().toBuffer();
    expect([...greyPixels.subarray(width * 7, width * 7 + 3)]).toEqual([0, 5, 10]);

    const colours = await pixelsOf((await pictures[1]!.load())!.data);
    expect([...colours.pixels.subarray(0, 6)]).toEqual([255, 0, 0, 0, 255, 0]);

    const rgb = await sharp((await pictures[2]!.load())!.data).metadata();
    expect(rgb.space).toBe('srgb');
  });

  it('leaves out what slides cannot show and what passes the bounds, and reads nothing from a damaged file', async () => {
    const file = await pdfWithImageStreams([
      // JPEG 2000 has no decoder here.
      {
        bytes: Uint8Array.from([0, 0, 0, 12]),
        dict: { Width: 60, Height: 60, BitsPerComponent: 8, ColorSpace: 'DeviceRGB', Filter: 'JPXDecode' },
      },
      // A picture claiming 60 000 × 60 000 pixels is not decompressed at all.
      {
        bytes: deflateSync(Buffer.alloc(16)),
        dict: { Width: 60_000, Height: 60_000, BitsPerComponent: 8, ColorSpace: 'DeviceRGB', Filter: 'FlateDecode' },
      },
      // Samples that inflate to far more than the picture's size are refused when loaded.
      {
        bytes: deflateSync(Buffer.alloc(5_000_000)),
        dict: { Width: 60, Height: 60, BitsPerComponent: 8, ColorSpace: 'DeviceGray', Filter: 'FlateDecode' },
      },
      // Damaged compressed data.
      {
        bytes: Uint8Array.from([1, 2, 3, 4]),
        dict: { Width: 60, Height: 60, BitsPerComponent: 8, ColorSpace: 'DeviceGray', Filter: 'FlateDecode' },
      },
    ]);
    const pictures = await readPdfPictures(file, limits);
    expect(pictures).toHaveLength(2);
    expect(await pictures[0]!.load()).toBeUndefined();
    expect(await pictures[1]!.load()).toBeUndefined();

    expect(await readPdfPictures(Buffer.from('%PDF-1.7 nothing else'), limits)).toEqual([]);
  });

  it('keeps no more pictures than the limit', async () => {
    const picture = await samplePng(60, 60);
    const file = await samplePdf([{ picture, format: 'png' }, { pageBreak: true }, { picture: await samplePng(70, 70), format: 'png' }]);
    expect(await readPdfPictures(file, { ...limits, maxPictures: 1 })).toMatchObject([{ page: 1, width: 60 }]);
  });
});

describe('the PNG predictor', () => {
  it('undoes the Sub, Up, Average and Paeth filters row by row', () => {
    // Two rows of three one-byte pixels: [10, 20, 30] and [11, 22, 33].
    const encoded = Uint8Array.from([1, 10, 10, 10, 4, 1, 2, 3]);
    expect([...undoPngPredictor(encoded, 3, 1, 2)!]).toEqual([10, 20, 30, 11, 22, 33]);
    expect([...undoPngPredictor(Uint8Array.from([0, 10, 20, 3, 5, 0]), 2, 1, 2)!]).toEqual([10, 20, 10, 15]);
  });

  it('refuses an unknown filter type or too few bytes', () => {
    expect(undoPngPredictor(Uint8Array.from([9, 1, 2]), 2, 1, 1)).toBeUndefined();
    expect(undoPngPredictor(Uint8Array.from([0, 1]), 2, 1, 1)).toBeUndefined();
  });
});
