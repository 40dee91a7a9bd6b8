import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dragRound, pointAt } from '../../test/drag.ts';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

// Earth's surface under water: 71% marked among 50, 60, 85 and 95%.
const example = catalogueTemplate('dial-distribution').examples[0]!.data as { answer: { correct: string; incorrect: string } };

describe('dial-distribution in play', () => {
  it('reports a correct result once for the right mark', async () => {
    const { user, results, check } = await playQuiz('dial-distribution');
    await user.click(screen.getByRole('button', { name: '71%' }));
    await check();
    expect(results).toEqual([{ correct: true, answers: 71, points: 1000 }]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result for a wrong mark', async () => {
    const { user, results, check } = await playQuiz('dial-distribution');
    await user.click(screen.getByRole('button', { name: '85%' }));
    await check();
    expect(results).toEqual([{ correct: false, answers: 85, points: 0 }]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});

describe('dial-distribution dragging', () => {
  it('turned by dragging, the dial settles on the nearest mark', async () => {
    const { container, results, check } = await playQuiz('dial-distribution');
    // 0–100 over 270 degrees from the lower left: 71 is about 57 degrees past twelve o'clock.
    dragRound(container.querySelector('.sw-dial')!, [pointAt(-60), pointAt(50)]);
    expect(screen.getByRole('button', { name: '71%' }).getAttribute('aria-pressed')).toBe('true');
    await check();
    expect(results).toEqual([{ correct: true, answers: 71, points: 1000 }]);
  });
});
