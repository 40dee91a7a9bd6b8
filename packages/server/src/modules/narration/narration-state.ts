import { createHash } from 'node:crypto';
import { mediaFileUrl, narrationTextOf, type Slide, type SlideNarrationState } from '@slidewise/core';
import type { SlideNarrationRow } from './repo.ts';

/**
 * The digest a narration is kept with: its script and the lesson's language (the offline voice reads by
 * language), so changed words, or a lesson moved to another language, call for a new narration.
 */
export function narrationHash(script: string, language: string): string {
  return createHash('sha256').update(`${language}\n${script}`).digest('hex');
}

/** The audio address a slide's data carries in narration.audio_file, if any. */
export function slideAudioFile(slide: Slide): string | undefined {
  const narration = slide.data.narration;
  if (!narration || typeof narration !== 'object') return undefined;
  const audio = (narration as Record<string, unknown>).audio_file;
  return typeof audio === 'string' && audio !== '' ? audio : undefined;
}

/**
 * A saved slide's narration state. Up to date: the narration was made from the slide's present words and
 * the slide plays it. Outdated: the words changed since. None: never made, or the slide no longer plays
 * it (asking again puts the same audio back without making it anew).
 */
export function narrationStateOf(slide: Slide, language: string, made: SlideNarrationRow | undefined): SlideNarrationState {
  const script = narrationTextOf(slide);
  if (script === '') return { slideId: slide.id, state: 'noText', audioFile: null };
  if (!made) return { slideId: slide.id, state: 'none', audioFile: null };
  const audioFile = mediaFileUrl(made.mediaId);
  if (made.textHash !== narrationHash(script, language)) return { slideId: slide.id, state: 'outdated', audioFile };
  return { slideId: slide.id, state: slideAudioFile(slide) === audioFile ? 'upToDate' : 'none', audioFile };
}
