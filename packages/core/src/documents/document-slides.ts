import type { DocumentBlock, ImageAddress, LessonDraft, SlideDraft } from './document-content.ts';
import { ALT_MAX, BULLET_MAX, clip, escapeHtml, clipHtml, SCROLLABLE_MAX, slideDraft, TITLE_MAX } from './slide-drafts.ts';

// Issue 17, "From a document" without a provider: the document's structure becomes slides —
// headings → title slides, paragraphs → content (scrollable text) slides, lists → bulleted lists,
// images → image slides. Into a new course, each top-level heading opens a lesson.

/** Microlearning keeps slides short: paragraphs are gathered into one text slide up to about this much text. */
export const TEXT_SLIDE_CHARACTERS = 1500;
/** One paragraph never fills more than this on its own (a text slide holds 20 000 characters of html). */
const PARAGRAPH_MAX = 6000;
/** Bullets per list slide: a long list is split so each slide stays readable. */
export const BULLETS_PER_LIST_SLIDE = 10;
/** A lesson holds at most this many slides (the save's limit is 1000); a longer lesson goes on in a part 2. */
export const SLIDES_PER_CONVERTED_LESSON = 200;
export const LESSON_TITLE_MAX = 200;

/** The slides of one stretch of a document, in order. */
export function blocksToSlides(blocks: readonly DocumentBlock[], imageAddress: ImageAddress): SlideDraft[] {
  const slides: SlideDraft[] = [];
  let sectionTitle = '';
  let paragraphs: string[] = [];
  let gathered = 0;

  const flushText = () => {
    if (paragraphs.length === 0) return;
    slides.push(
      slideDraft('scrollable', sectionTitle || paragraphs[0]!, {
        title: clip(sectionTitle, TITLE_MAX),
        content: clipHtml(paragraphs, SCROLLABLE_MAX),
      }),
    );
    paragraphs = [];
    gathered = 0;
  };

  for (const block of blocks) {
    if (block.kind === 'paragraph') {
      const text = clip(block.text, PARAGRAPH_MAX);
      if (!text) continue;
      if (gathered > 0 && gathered + text.length > TEXT_SLIDE_CHARACTERS) flushText();
      paragraphs.push(text);
      gathered += text.length;
      continue;
    }
    flushText();
    if (block.kind === 'heading') {
      sectionTitle = clip(block.text, TITLE_MAX);
      if (sectionTitle) slides.push(slideDraft('title', sectionTitle, { title: sectionTitle, subtitle: '' }));
    } else if (block.kind === 'list') {
      slides.push(...listSlides(sectionTitle, block.items));
    } else {
      const url = imageAddress(block.imageIndex);
      if (!url) continue;
      const alt = clip(block.alt, ALT_MAX);
      slides.push(
        slideDraft('image', alt || sectionTitle || 'Image', {
          url,
          alt,
          compose: true,
          caption: { title: clip(sectionTitle, TITLE_MAX), content: alt ? `<p>${escapeHtml(alt)}</p>` : '' },
        }),
      );
    }
  }
  flushText();
  return slides;
}

function listSlides(title: string, items: readonly string[]): SlideDraft[] {
  const bullets = items.map((item) => clip(item, BULLET_MAX)).filter((item) => item.length > 0);
  const slides: SlideDraft[] = [];
  for (let start = 0; start < bullets.length; start += BULLETS_PER_LIST_SLIDE) {
    const chunk = bullets.slice(start, start + BULLETS_PER_LIST_SLIDE);
    slides.push(slideDraft('bulleted-list', title || chunk[0]!, { title: clip(title, TITLE_MAX), items: chunk }));
  }
  return slides;
}

/** A lesson too long for one is split into parts, each under the same title numbered on. */
function lessonsOf(title: string, slides: SlideDraft[]): LessonDraft[] {
  if (slides.length === 0) return [];
  const lessons: LessonDraft[] = [];
  for (let start = 0; start < slides.length; start += SLIDES_PER_CONVERTED_LESSON) {
    const part = lessons.length + 1;
    const partTitle = part === 1 ? title : `${clip(title, LESSON_TITLE_MAX - 12)} (part ${part})`;
    lessons.push({ title: clip(partTitle, LESSON_TITLE_MAX), slides: slides.slice(start, start + SLIDES_PER_CONVERTED_LESSON) });
  }
  return lessons;
}

/** The whole document as one lesson (or its parts, when very long), for "a new lesson of a course". */
export function documentToLessons(title: string, blocks: readonly DocumentBlock[], imageAddress: ImageAddress): LessonDraft[] {
  return lessonsOf(title, blocks.length === 0 ? [] : blocksToSlides(blocks, imageAddress));
}

/**
 * The document as a course: each heading of the highest level in it opens a lesson named after it
 * (what comes before the first one is an introduction under the document's title); a document without
 * headings is one lesson.
 */
export function documentToCourseLessons(title: string, blocks: readonly DocumentBlock[], imageAddress: ImageAddress): LessonDraft[] {
  const levels = blocks.flatMap((block) => (block.kind === 'heading' && block.text.trim() ? [block.level] : []));
  if (levels.length === 0) return documentToLessons(title, blocks, imageAddress);
  const topLevel = Math.min(...levels);
  const sections: { title: string; blocks: DocumentBlock[] }[] = [{ title, blocks: [] }];
  for (const block of blocks) {
    if (block.kind === 'heading' && block.level === topLevel && block.text.trim()) sections.push({ title: block.text, blocks: [] });
    sections.at(-1)!.blocks.push(block);
  }
  return sections.flatMap((section) => documentToLessons(clip(section.title, LESSON_TITLE_MAX), section.blocks, imageAddress));
}
