import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dragRound, pointAt } from '../../test/drag.ts';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

// The warmest a fridge should be: 0 to 10 °C in steps of 1, the answer 5.
const example = catalogueTemplate('dial').examples[0]!.data as { answer: { value: number; correct: string; incorrect: string } };
const dial = () => screen.getByRole('slider', { name: 'Dial' });

describe('dial in play', () => {
  it('reports a correct result once for the dial turned to the answer by keyboard', async () => {
    const { user, results, check } = await playQuiz('dial');
    dial().focus();
    await user.keyboard('{ArrowUp>5/}');
    expect(dial().getAttribute('aria-valuenow')).toBe('5');
    await check();
    expect(results).toEqual([{ correct: true, answers: 5, points: 1000 }]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result for another value, turned with the buttons', async () => {
    const { user, results, check } = await playQuiz('dial');
    for (let turn = 0; turn < 7; turn += 1) await user.click(screen.getByRole('button', { name: 'Turn up' }));
    await user.click(screen.getByRole('button', { name: 'Turn down' }));
    await check();
    expect(results).toEqual([{ correct: false, answers: 6, points: 0 }]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});

describe('dial dragging', () => {
  it('turns to where the pointer drags it round the dial', async () => {
    const { container, results, check } = await playQuiz('dial');
    const face = container.querySelector('.sw-dial')!;
    // Three o'clock is 225 of the 270 degrees from the lower left: 8 of 0–10.
    dragRound(face, [pointAt(90)]);
    expect(dial().getAttribute('aria-valuenow')).toBe('8');
    // Twelve o'clock is the middle: 5.
    dragRound(face, [pointAt(60), pointAt(0)]);
    expect(dial().getAttribute('aria-valuenow')).toBe('5');
    await check();
    expect(results).toEqual([{ correct: true, answers: 5, points: 1000 }]);
  });
});
