import type { ImageAddress, PresentationSlideContent, SlideDraft } from './document-content.ts';
import {
  BLOCK_TEXT_MAX,
  BLOCKS_PER_SLIDE,
  BULLET_MAX,
  BULLETS_PER_SLIDE,
  CAPTION_MAX,
  clip,
  escapeHtml,
  clipHtml,
  SCROLLABLE_MAX,
  slideDraft,
  TITLE_MAX,
} from './slide-drafts.ts';

// Issue 17, presentation conversion: each slide of a pptx becomes one lesson slide, in order, with its
// title, text and pictures, without any AI. Which template fits depends on what the slide holds:
//   only a title                 → title
//   text, no picture             → bulleted list (short lines, as slide bullets are), else scrollable text
//   one picture                  → image, the title and text as its caption
//   several pictures             → text and images, the text with the first picture
// A slide with nothing readable becomes a title slide named after its place, so the order is kept.

/** Text lines short and few enough to read as bullets. */
function fitsBullets(paragraphs: readonly string[]): boolean {
  return paragraphs.length <= BULLETS_PER_SLIDE && paragraphs.every((paragraph) => paragraph.length <= BULLET_MAX);
}

export function presentationSlideToDraft(slide: PresentationSlideContent, position: number, imageAddress: ImageAddress): SlideDraft {
  const title = clip(slide.title, TITLE_MAX);
  const paragraphs = slide.paragraphs.map((paragraph) => paragraph.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const images = slide.imageIndexes.flatMap((index) => imageAddress(index) ?? []);
  const name = title || paragraphs[0] || `Slide ${position}`;

  if (images.length === 1) {
    return slideDraft('image', name, {
      url: images[0],
      compose: true,
      caption: { title, content: clipHtml(paragraphs, CAPTION_MAX) },
    });
  }
  if (images.length > 1) {
    const heading = title ? `<h3>${escapeHtml(title)}</h3>` : '';
    const text = heading + clipHtml(paragraphs, BLOCK_TEXT_MAX - heading.length);
    return slideDraft('text-and-images', name, {
      content: images.slice(0, BLOCKS_PER_SLIDE).map((image, index) => ({ text: index === 0 ? text : '', image, alt: '' })),
    });
  }
  if (paragraphs.length === 0) return slideDraft('title', name, { title: clip(name, TITLE_MAX), subtitle: '' });
  if (fitsBullets(paragraphs)) return slideDraft('bulleted-list', name, { title, items: paragraphs });
  return slideDraft('scrollable', name, { title, content: clipHtml(paragraphs, SCROLLABLE_MAX) });
}

/** Every slide of the presentation, in order. */
export function presentationToSlides(slides: readonly PresentationSlideContent[], imageAddress: ImageAddress): SlideDraft[] {
  return slides.map((slide, index) => presentationSlideToDraft(slide, index + 1, imageAddress));
}
