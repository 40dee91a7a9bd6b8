import {
  documentToCourseLessons,
  documentToLessons,
  presentationToSlides,
  type DocumentBlock,
  type LessonDraft,
  type PresentationSlideContent,
} from '@slidewise/core';
import type { LanguageModel } from 'ai';
import type { AppContext } from '../../context.ts';
import { type AiUsage, NO_USAGE } from '../../ai/generate-valid.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { keepServerMadeFile } from '../media/server-made-media.ts';
import { lessonsFromDocumentWithModel } from './ai-document-lessons.ts';
import type { ConversionSource } from './conversion-source.ts';
import { extractDocument, extractPresentation } from './extract-file.ts';
import type { ExtractedImage } from './extracted-content.ts';
import { DocumentRefused } from './extraction-limits.ts';

// One file into lesson drafts: read it, keep the pictures the slides use as media of the account, and
// make the slides — slide by slide for a presentation; for a document by the model when there is one,
// else by its structure.

export interface ConvertedFile {
  title: string;
  lessons: LessonDraft[];
  usedAi: boolean;
  /** The tokens the model's calls reported; none without a model. */
  usage: AiUsage;
}

export interface ConvertRequest {
  source: ConversionSource;
  target: 'course' | 'lesson';
  fileName: string;
  data: Uint8Array;
  /** The model for a document; null converts without AI. */
  model: LanguageModel | null;
}

/** Keeps the pictures at `used` (each once, in order) and answers the address of each kept one. */
async function keepImages(context: AppContext, user: SignedInUser, images: readonly ExtractedImage[], used: Iterable<number>) {
  const addresses = new Map<number, string>();
  for (const index of new Set(used)) {
    const image = images[index];
    const bytes = image ? await image.load() : undefined;
    if (!image || !bytes) continue;
    const address = await keepServerMadeFile(context, user, { contentType: 'image', name: image.name, ...bytes });
    if (address) addresses.set(index, address);
  }
  return (index: number) => addresses.get(index);
}

const imagesOfBlocks = (blocks: readonly DocumentBlock[]) => blocks.flatMap((block) => (block.kind === 'image' ? [block.imageIndex] : []));
const imagesOfSlides = (slides: readonly PresentationSlideContent[]) => slides.flatMap((slide) => slide.imageIndexes);

export async function convertFile(context: AppContext, user: SignedInUser, request: ConvertRequest): Promise<ConvertedFile> {
  if (request.source === 'presentation') {
    const presentation = await extractPresentation(request.data, request.fileName);
    const address = await keepImages(context, user, presentation.images, imagesOfSlides(presentation.slides));
    return {
      title: presentation.title,
      lessons: [{ title: presentation.title, slides: presentationToSlides(presentation.slides, address) }],
      usedAi: false,
      usage: NO_USAGE,
    };
  }
  const document = await extractDocument(request.data, request.fileName, { withImages: request.model === null });
  if (request.model) {
    const { lessons, usage } = await lessonsFromDocumentWithModel(request.model, document, request.target);
    return { title: document.title, lessons, usedAi: true, usage };
  }
  const address = await keepImages(context, user, document.images, imagesOfBlocks(document.blocks));
  const convert = request.target === 'course' ? documentToCourseLessons : documentToLessons;
  const lessons = convert(document.title, document.blocks, address);
  if (lessons.length === 0) throw new DocumentRefused('This document has no text or pictures to convert.');
  return { title: document.title, lessons, usedAi: false, usage: NO_USAGE };
}
