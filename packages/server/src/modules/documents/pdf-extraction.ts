import type { DocumentBlock } from '@slidewise/core';
import { extractTextItems, getDocumentProxy, getMeta } from 'unpdf';
import { type ExtractedDocument, type ExtractedImage, titleFromFileName } from './extracted-content.ts';
import { DocumentRefused, MAX_IMAGES, MAX_PDF_PAGES } from './extraction-limits.ts';
import { readPdfPictures } from './pdf-pictures.ts';

// Issue 17: a PDF read without AI through unpdf (PDF.js). A PDF has no headings or lists, only text
// placed on pages, so they are read from how the text looks: lines in a larger font than the body's
// are headings (the largest size level 1), lines that start with a bullet or a number are list items,
// and a gap wider than a line closes a paragraph. Pictures come from each page's image objects, read
// apart (pdf-pictures.ts) and placed after the page's text.

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type TextItem = Awaited<ReturnType<typeof extractTextItems>>['items'][number][number];

interface Line {
  text: string;
  fontSize: number;
  y: number;
  page: number;
}

const BULLET = /^(?:[•▪‣◦●○■□–\-*]|\d{1,2}[.)])\s+/;
/** A line this much larger than the body text is a heading. */
const HEADING_RATIO = 1.15;
const HEADING_MAX_LENGTH = 150;
/** Pictures smaller than this on either side are rules, bullets and logos, not content. */
const MIN_IMAGE_SIDE = 48;

/** The page's text items gathered into lines: an item ending a line, or one on a new baseline, starts the next. */
function linesOf(items: readonly TextItem[], page: number): Line[] {
  const lines: Line[] = [];
  let current: Line | undefined;
  for (const item of items) {
    if (current && Math.abs(item.y - current.y) > Math.max(2, item.fontSize / 2)) {
      lines.push(current);
      current = undefined;
    }
    if (!current) current = { text: '', fontSize: 0, y: item.y, page };
    current.text += item.str;
    current.fontSize = Math.max(current.fontSize, item.str.trim() ? item.fontSize : 0);
    if (item.hasEOL) {
      lines.push(current);
      current = undefined;
    }
  }
  if (current) lines.push(current);
  return lines.map((line) => ({ ...line, text: line.text.replace(/\s+/g, ' ').trim() })).filter((line) => line.text);
}

/** The font size most of the text is set in, weighted by characters. */
function bodyFontSize(lines: readonly Line[]): number {
  const characters = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.fontSize * 2) / 2;
    characters.set(size, (characters.get(size) ?? 0) + line.text.length);
  }
  return [...characters.entries()].sort((left, right) => right[1] - left[1])[0]?.[0] ?? 12;
}

interface TextStyle {
  body: number;
  /** The heading font sizes, largest first: the first is level 1. */
  headingSizes: number[];
}

function textStyleOf(lines: readonly Line[]): TextStyle {
  const body = bodyFontSize(lines);
  const headingSizes = [...new Set(lines.filter((line) => isHeading(line, body)).map((line) => Math.round(line.fontSize)))];
  return { body, headingSizes: headingSizes.sort((left, right) => right - left) };
}

function linesToBlocks(lines: readonly Line[], { body, headingSizes }: TextStyle): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  let previous: Line | undefined;
  for (const line of lines) {
    const gap = previous && previous.page === line.page ? Math.abs(previous.y - line.y) : Number.POSITIVE_INFINITY;
    const last = blocks.at(-1);
    if (isHeading(line, body)) {
      const level = Math.min(6, headingSizes.indexOf(Math.round(line.fontSize)) + 1);
      if (last?.kind === 'heading' && last.level === level && gap < line.fontSize * 1.6) last.text += ` ${line.text}`;
      else blocks.push({ kind: 'heading', level, text: line.text });
    } else if (BULLET.test(line.text)) {
      const item = line.text.replace(BULLET, '');
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else if (last?.kind === 'list' && gap < line.fontSize * 1.6 && previous && !isHeading(previous, body)) {
      // A list item wrapped onto the next line.
      last.items[last.items.length - 1] += ` ${line.text}`;
    } else if (last?.kind === 'paragraph' && gap < line.fontSize * 1.6) {
      last.text += ` ${line.text}`;
    } else {
      blocks.push({ kind: 'paragraph', text: line.text });
    }
    previous = line;
  }
  return blocks;
}

function isHeading(line: Line, body: number): boolean {
  return line.fontSize >= body * HEADING_RATIO && line.text.length <= HEADING_MAX_LENGTH;
}

/** The pictures of each page as image blocks (with their loaders in `images`), up to the file's limit. */
async function picturesByPage(data: Uint8Array, images: ExtractedImage[]): Promise<Map<number, DocumentBlock[]>> {
  const byPage = new Map<number, DocumentBlock[]>();
  for (const picture of await readPdfPictures(data, { maxPictures: MAX_IMAGES, minSide: MIN_IMAGE_SIDE })) {
    const blocks = byPage.get(picture.page) ?? [];
    blocks.push({ kind: 'image', imageIndex: images.length, alt: '' });
    images.push({ name: `page-${picture.page}-image-${blocks.length}.${picture.extension}`, load: picture.load });
    byPage.set(picture.page, blocks);
  }
  return byPage;
}

async function openPdf(data: Uint8Array): Promise<PdfDocument> {
  try {
    // PDF.js takes ownership of the buffer it is given, so it reads a copy.
    return await getDocumentProxy(new Uint8Array(data), { isEvalSupported: false, stopAtErrors: false, verbosity: 0 });
  } catch {
    throw new DocumentRefused('This file is not a readable PDF: it is damaged, encrypted or not really a PDF.');
  }
}

export async function extractPdf(data: Uint8Array, fileName: string, options: { withImages: boolean }): Promise<ExtractedDocument> {
  const pdf = await openPdf(data);
  try {
    if (pdf.numPages > MAX_PDF_PAGES)
      throw new DocumentRefused(`This PDF has ${pdf.numPages} pages; at most ${MAX_PDF_PAGES} can be converted.`);
    const { items } = await extractTextItems(pdf).catch(() => {
      throw new DocumentRefused('The text of this PDF could not be read.');
    });
    const pages = items.map((pageItems, index) => linesOf(pageItems, index + 1));
    const style = textStyleOf(pages.flat());
    const images: ExtractedImage[] = [];
    const pictures = options.withImages ? await picturesByPage(data, images) : new Map<number, DocumentBlock[]>();
    const blocks: DocumentBlock[] = [];
    for (const [index, lines] of pages.entries()) {
      blocks.push(...linesToBlocks(lines, style), ...(pictures.get(index + 1) ?? []));
    }
    if (blocks.length === 0) {
      throw new DocumentRefused(
        'This PDF has no text to convert (a scanned PDF holds only pictures of pages; run it through text recognition first).',
      );
    }
    const title = String((await getMeta(pdf).catch(() => undefined))?.info?.Title ?? '').trim();
    return { kind: 'document', title: title || titleFromFileName(fileName), blocks, images };
  } finally {
    await pdf.destroy();
  }
}
