import { createHash } from 'node:crypto';
import { slideTextKey, slideTexts, withSlideTexts, type Slide } from '@slidewise/core';
import type { TextToTranslate } from './text-translation.ts';

/** A slide's content without its narration audio, which speaks the source's language. */
function withoutNarrationAudio(data: Record<string, unknown>): Record<string, unknown> {
  const narration = data.narration;
  if (!narration || typeof narration !== 'object') return data;
  return { ...data, narration: { ...(narration as Record<string, unknown>), audio_file: '' } };
}

/**
 * The digest a translated slide keeps of its source: type and data (narration audio aside), so any change
 * to the source slide (words, an image, which answer is right) brings its translation up to date.
 */
export function sourceSlideDigest(slide: Slide): string {
  const content = { type: slide.type, subtype: slide.subtype, data: withoutNarrationAudio(slide.data) };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/** The texts of a slide to translate, keyed by their place in its data. */
export function slideTextsToTranslate(slide: Slide): TextToTranslate[] {
  return slideTexts(slide).map((text) => ({
    key: slideTextKey(text.path),
    text: text.value,
    html: text.kind === 'html',
    maxLength: text.maxLength,
  }));
}

/**
 * The translated slide: the source with its texts replaced and nothing else (ids, media, right answers,
 * scoring stay), keeping the id it has in the copy. Its narration audio is left out: it speaks the
 * source's language; the copy is narrated anew in its own.
 */
export function translatedSlide(source: Slide, translations: ReadonlyMap<string, string>, idInCopy: string): Slide {
  const translated = withSlideTexts(source, translations);
  return { ...translated, id: idInCopy, data: withoutNarrationAudio(translated.data) };
}
