import { describe, expect, it } from 'vitest';
import { NARRATION_TEXT_MAX_LENGTH } from '../constants.ts';
import { isNarrationTextTooLong, narrationTextOf } from './narration-text.ts';

describe('narrationTextOf', () => {
  it('speaks what the learner sees when the slide opens, not the feedback, buttons or image descriptions', () => {
    const text = narrationTextOf({
      type: 'carousel',
      data: {
        question: 'What do you say   first?',
        answers: [{ id: 'a', title: 'Acknowledge', content: '', image: '', correct: true }],
        answer: { text: 'Because.', correct: 'Right!', incorrect: 'No.' },
      },
    });
    expect(text).toBe('What do you say first?\nAcknowledge');
  });

  it('leaves out the start button and reads rich text as plain text', () => {
    expect(narrationTextOf({ type: 'title', data: { title: 'Welcome', subtitle: 'Five minutes', buttonText: 'Start' } })).toBe(
      'Welcome\nFive minutes',
    );
    expect(
      narrationTextOf({
        type: 'text-sequence',
        data: { content: ['<p>Lift with <b>your legs</b> &amp; back straight</p>', '<p>Step two</p>'] },
      }),
    ).toBe('Lift with your legs & back straight\nStep two');
  });

  it('is empty for a slide without words', () => {
    expect(narrationTextOf({ type: 'title', data: {} })).toBe('');
  });

  it('tells a script too long for a speech endpoint', () => {
    expect(isNarrationTextTooLong('a'.repeat(NARRATION_TEXT_MAX_LENGTH))).toBe(false);
    expect(isNarrationTextTooLong('a'.repeat(NARRATION_TEXT_MAX_LENGTH + 1))).toBe(true);
  });
});
