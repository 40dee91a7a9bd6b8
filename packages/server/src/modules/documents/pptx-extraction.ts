import type { DocumentBlock, PresentationSlideContent } from '@slidewise/core';
import {
  type ExtractedDocument,
  type ExtractedImage,
  type ExtractedPresentation,
  IMAGE_MIME_TYPES,
  titleFromFileName,
} from './extracted-content.ts';
import { DocumentRefused, MAX_IMAGE_BYTES, MAX_IMAGES, MAX_SLIDES, MAX_XML_PART_BYTES } from './extraction-limits.ts';
import { attributeOf, childNamed, childrenOf, findElements, parseXml, tagOf, textUnder, type XmlNode } from './xml-tree.ts';
import { openZipParts, resolvePartPath, type ZipParts } from './zip-parts.ts';

// Issue 17: a pptx read without AI — the slides in the order presentation.xml lists them (not the order
// of the files in the zip), and on each its title, its text paragraphs and its pictures in reading order.

const PRESENTATION = 'ppt/presentation.xml';
const TITLE_PLACEHOLDERS = new Set(['title', 'ctrTitle']);
const SHAPES = new Set(['p:sp', 'p:pic', 'p:graphicFrame']);
const PARAGRAPH = new Set(['a:p']);

const relsPathOf = (part: string) => {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash)}/_rels/${part.slice(slash + 1)}.rels`;
};

/** A part's relationships: id → the part it targets (external links left out). */
async function relationshipsOf(zip: ZipParts, part: string): Promise<Map<string, string>> {
  const text = await zip.text(relsPathOf(part), MAX_XML_PART_BYTES);
  const targets = new Map<string, string>();
  if (text === undefined) return targets;
  for (const relationship of findElements(parseXml(text, relsPathOf(part)), new Set(['Relationship']))) {
    const id = attributeOf(relationship, 'Id');
    const target = attributeOf(relationship, 'Target');
    if (id && target && attributeOf(relationship, 'TargetMode') !== 'External') targets.set(id, resolvePartPath(part, target));
  }
  return targets;
}

/** The document title of an Office file's core properties, if it has one. */
export async function coreTitleOf(zip: ZipParts): Promise<string | undefined> {
  const text = await zip.text('docProps/core.xml', MAX_XML_PART_BYTES);
  if (text === undefined) return undefined;
  const [title] = findElements(parseXml(text, 'docProps/core.xml'), new Set(['dc:title']));
  const value = title ? textUnder({ wrapper: [title] }, 'dc:title').trim() : '';
  return value || undefined;
}

function placeholderType(shape: XmlNode): string | undefined {
  const [placeholder] = findElements(childrenOf(childNamed(shape, 'p:nvSpPr') ?? {}), new Set(['p:ph']));
  return placeholder ? (attributeOf(placeholder, 'type') ?? 'body') : undefined;
}

const paragraphsOf = (node: XmlNode) =>
  findElements(childrenOf(node), PARAGRAPH)
    .map((paragraph) => textUnder(paragraph, 'a:t').replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** Reads the file's slides; pictures are listed once each, in the order they first appear. */
export async function extractPptx(data: Uint8Array, fileName: string): Promise<ExtractedPresentation> {
  const zip = await openZipParts(data, 'presentation');
  const presentation = await zip.text(PRESENTATION, MAX_XML_PART_BYTES);
  if (presentation === undefined) throw new DocumentRefused('This file is not a PowerPoint presentation (it has no ppt/presentation.xml).');
  const relationships = await relationshipsOf(zip, PRESENTATION);
  const slideIds = findElements(parseXml(presentation, PRESENTATION), new Set(['p:sldId']));
  if (slideIds.length > MAX_SLIDES)
    throw new DocumentRefused(`This presentation has ${slideIds.length} slides; at most ${MAX_SLIDES} can be converted.`);

  const images: ExtractedImage[] = [];
  const imageIndexByPart = new Map<string, number>();
  const imageIndexOf = (part: string): number | undefined => {
    const extension = part.split('.').pop()?.toLowerCase() ?? '';
    const mimeType = IMAGE_MIME_TYPES[extension];
    if (!mimeType) return undefined;
    const known = imageIndexByPart.get(part);
    if (known !== undefined) return known;
    if (images.length >= MAX_IMAGES) return undefined;
    imageIndexByPart.set(part, images.length);
    images.push({
      name: `slide-image-${images.length + 1}.${extension}`,
      load: async () => {
        const bytes = await zip.bytes(part, MAX_IMAGE_BYTES);
        return bytes ? { data: bytes, mimeType } : undefined;
      },
    });
    return images.length - 1;
  };

  const slides: PresentationSlideContent[] = [];
  for (const slideId of slideIds) {
    const part = relationships.get(attributeOf(slideId, 'r:id') ?? '');
    const text = part === undefined ? undefined : await zip.text(part, MAX_XML_PART_BYTES);
    if (part === undefined || text === undefined) continue;
    const slideRelationships = await relationshipsOf(zip, part);
    const content: PresentationSlideContent = { title: '', paragraphs: [], imageIndexes: [] };
    for (const shape of findElements(parseXml(text, part), SHAPES)) {
      const tag = tagOf(shape);
      if (tag === 'p:pic') {
        const [blip] = findElements(childrenOf(shape), new Set(['a:blip']));
        const target = slideRelationships.get(blip ? (attributeOf(blip, 'r:embed') ?? '') : '');
        const index = target === undefined ? undefined : imageIndexOf(target);
        if (index !== undefined && !content.imageIndexes.includes(index)) content.imageIndexes.push(index);
        continue;
      }
      const paragraphs = paragraphsOf(shape);
      if (tag === 'p:sp' && TITLE_PLACEHOLDERS.has(placeholderType(shape) ?? '') && !content.title) content.title = paragraphs.join(' ');
      else content.paragraphs.push(...paragraphs);
    }
    slides.push(content);
  }
  if (slides.length === 0) throw new DocumentRefused('This presentation has no slides to convert.');
  return { kind: 'presentation', title: (await coreTitleOf(zip)) ?? titleFromFileName(fileName), slides, images };
}

/**
 * A presentation read as a document (an ai-document may be a pptx): slides with only a title open
 * sections (level 1), other slides' titles are level 2 headings; short lines read as a list. A deck
 * without section slides opens with its first title, so a course made of it is one lesson.
 */
export function presentationAsDocument(presentation: ExtractedPresentation): ExtractedDocument {
  const blocks: DocumentBlock[] = [];
  const hasSections = presentation.slides.some((slide) => slide.title && slide.paragraphs.length === 0 && slide.imageIndexes.length === 0);
  presentation.slides.forEach((slide, position) => {
    const isSection = slide.title && slide.paragraphs.length === 0 && slide.imageIndexes.length === 0;
    if (slide.title) blocks.push({ kind: 'heading', level: isSection || (!hasSections && position === 0) ? 1 : 2, text: slide.title });
    const short = slide.paragraphs.length > 1 && slide.paragraphs.every((paragraph) => paragraph.length <= 200);
    if (short) blocks.push({ kind: 'list', items: slide.paragraphs });
    else for (const text of slide.paragraphs) blocks.push({ kind: 'paragraph', text });
    for (const imageIndex of slide.imageIndexes) blocks.push({ kind: 'image', imageIndex, alt: '' });
  });
  return { kind: 'document', title: presentation.title, blocks, images: presentation.images };
}
