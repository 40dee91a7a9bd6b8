import type { DocumentBlock } from '@slidewise/core';
import mammoth from 'mammoth';
import { type ExtractedDocument, type ExtractedImage, IMAGE_MIME_TYPES, titleFromFileName } from './extracted-content.ts';
import { DocumentRefused, MAX_IMAGE_BYTES, MAX_IMAGES, MAX_XML_PART_BYTES } from './extraction-limits.ts';
import { coreTitleOf } from './pptx-extraction.ts';
import { childrenOf, decodeXmlText, findElements, parseXml, tagOf, type XmlNode } from './xml-tree.ts';
import { openZipParts, type ZipParts } from './zip-parts.ts';

// Issue 17: a docx read without AI through mammoth, which maps Word's heading styles to h1–h6, lists to
// ul/ol and pictures to img. Its HTML is then read as blocks. The file is first checked within our
// bounds (its body and every picture decompressed as streams), because mammoth unpacks what it is given.

const BODY = 'word/document.xml';
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const LISTS = new Set(['ul', 'ol']);
const BLOCK_TAGS = new Set([...HEADINGS, ...LISTS, 'p', 'table', 'img']);
const IMAGE_SOURCE = /^image:(\d+)$/;

async function assertWithinBounds(zip: ZipParts, files: readonly string[]): Promise<Uint8Array> {
  const body = await zip.bytes(BODY, MAX_XML_PART_BYTES);
  if (body === undefined) throw new DocumentRefused('This file is not a Word document (it has no word/document.xml).');
  // Our parser refuses a body nested beyond bounds before mammoth walks it.
  parseXml(Buffer.from(body).toString('utf8'), BODY);
  for (const path of files.filter((name) => name.startsWith('word/media/'))) await zip.bytes(path, MAX_IMAGE_BYTES);
  return body;
}

/** All text under an HTML node, entities decoded and white space collapsed. */
function htmlText(node: XmlNode): string {
  const parts: string[] = [];
  const stack: XmlNode[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (typeof current['#text'] === 'string') parts.push(current['#text']);
    else if (tagOf(current) === 'br') parts.push(' ');
    else stack.push(...childrenOf(current).toReversed());
  }
  return decodeXmlText(parts.join('')).replace(/\s+/g, ' ').trim();
}

function imageBlocks(node: XmlNode): DocumentBlock[] {
  const pictures = tagOf(node) === 'img' ? [node] : findElements(childrenOf(node), new Set(['img']));
  return pictures.flatMap((picture) => {
    const attributes = (picture[':@'] ?? {}) as Record<string, string>;
    const index = IMAGE_SOURCE.exec(attributes.src ?? '')?.[1];
    return index === undefined ? [] : [{ kind: 'image' as const, imageIndex: Number(index), alt: decodeXmlText(attributes.alt ?? '') }];
  });
}

function htmlToBlocks(nodes: readonly XmlNode[]): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  for (const node of findElements(nodes, BLOCK_TAGS)) {
    const tag = tagOf(node)!;
    if (HEADINGS.has(tag)) blocks.push({ kind: 'heading', level: Number(tag.slice(1)), text: htmlText(node) });
    else if (LISTS.has(tag)) {
      // Nested lists are read as one flat list, in order.
      const items = findElements(childrenOf(node), new Set(['li'])).flatMap((item) => {
        const own = childrenOf(item).filter((child) => !LISTS.has(tagOf(child) ?? ''));
        const nested = childrenOf(item).filter((child) => LISTS.has(tagOf(child) ?? ''));
        return [htmlText({ li: own }), ...nested.flatMap((list) => findElements(childrenOf(list), new Set(['li'])).map(htmlText))];
      });
      blocks.push({ kind: 'list', items: items.filter(Boolean) });
    } else if (tag === 'table') {
      // A table's rows become a list, each row its cells joined.
      const rows = findElements(childrenOf(node), new Set(['tr'])).map((row) =>
        findElements(childrenOf(row), new Set(['td', 'th']))
          .map(htmlText)
          .filter(Boolean)
          .join(' — '),
      );
      if (rows.some(Boolean)) blocks.push({ kind: 'list', items: rows.filter(Boolean) });
    } else {
      const text = htmlText(node);
      if (text) blocks.push({ kind: 'paragraph', text });
    }
    blocks.push(...imageBlocks(node));
  }
  return blocks;
}

export async function extractDocx(data: Uint8Array, fileName: string): Promise<ExtractedDocument> {
  const zip = await openZipParts(data, 'Word document');
  await assertWithinBounds(zip, zip.paths());
  const images: ExtractedImage[] = [];
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(data) },
      {
        externalFileAccess: false,
        convertImage: mammoth.images.imgElement(async (image) => {
          const extension = Object.entries(IMAGE_MIME_TYPES).find(([, mime]) => mime === image.contentType)?.[0];
          if (!extension || images.length >= MAX_IMAGES) return { src: '' };
          images.push({
            name: `document-image-${images.length + 1}.${extension}`,
            load: async () => ({ data: await image.readAsBuffer(), mimeType: image.contentType }),
          });
          return { src: `image:${images.length - 1}` };
        }),
      },
    );
    html = result.value;
  } catch (error) {
    if (error instanceof DocumentRefused) throw error;
    throw new DocumentRefused('This Word document could not be read: it is damaged or uses a structure that cannot be converted.');
  }
  const blocks = htmlToBlocks(parseXml(`<body>${html}</body>`, BODY));
  if (blocks.length === 0) throw new DocumentRefused('This Word document has no text or pictures to convert.');
  return { kind: 'document', title: (await coreTitleOf(zip)) ?? titleFromFileName(fileName), blocks, images };
}
