import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

// Three quarters: 0.75 among 0.34, 1.33 and 0.70, shown with two decimals.
const example = catalogueTemplate('number-sentence').examples[0]!.data as { answer: { correct: string; incorrect: string } };

describe('number-sentence in play', () => {
  it('reports a correct result once for the number that completes the sentence', async () => {
    const { user, results, check } = await playQuiz('number-sentence');
    await user.click(screen.getByRole('button', { name: '0.75' }));
    await check();
    expect(results).toEqual([{ correct: true, answers: [0.75], points: 1000 }]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result for another number, a new pick replacing the first', async () => {
    const { user, results, check } = await playQuiz('number-sentence');
    await user.click(screen.getByRole('button', { name: '0.75' }));
    await user.click(screen.getByRole('button', { name: '0.70' }));
    await check();
    expect(results).toEqual([{ correct: false, answers: [0.7], points: 0 }]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
