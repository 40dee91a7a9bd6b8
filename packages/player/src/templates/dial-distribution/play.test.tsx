import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
