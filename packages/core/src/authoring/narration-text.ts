// What a slide's narration says (issue 17): the words a learner sees when the slide opens, read through
// the template's model. Feedback shown after answering, button labels and image descriptions (a screen
// reader's words, which would be read twice) are left out.
import { NARRATION_TEXT_MAX_LENGTH } from '../constants.ts';
import type { Slide } from '../entities/slide.ts';
import { plainText } from '../templates/question-draft.ts';
import { slideTexts, type SlideText } from './slide-texts.ts';

const unspokenNames = new Set(['alt', 'buttonText']);

function isSpoken(text: SlideText): boolean {
  // The quiz answer block (`answer`) holds the explanation and the reinforcements shown after answering.
  return text.path[0] !== 'answer' && !unspokenNames.has(text.name);
}

/** The slide's narration script: its spoken texts as plain text, one per line; '' when it has none. */
export function narrationTextOf(slide: Pick<Slide, 'type' | 'data'>): string {
  return slideTexts(slide)
    .filter(isSpoken)
    .map((text) => (text.kind === 'html' ? plainText(text.value) : text.value.replace(/\s+/g, ' ').trim()))
    .filter((line) => line !== '')
    .join('\n');
}

/** Speech endpoints take a few thousand characters at most (OpenAI: 4096); a longer script is refused, not cut. */
export function isNarrationTextTooLong(text: string): boolean {
  return text.length > NARRATION_TEXT_MAX_LENGTH;
}
