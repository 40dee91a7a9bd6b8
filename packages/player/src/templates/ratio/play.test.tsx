import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

// A balanced plate: 50 / 25 / 25 of 100 in steps of 5; the bars share the total.
const example = catalogueTemplate('ratio').examples[0]!.data as {
  bars: { title: string }[];
  answer: { correct: string; incorrect: string };
};
const bar = (title: string) => screen.getByRole('slider', { name: new RegExp(`^${title}`) });

describe('ratio in play', () => {
  it('reports a correct result once when every bar holds its share', async () => {
    const { results, check } = await playQuiz('ratio');
    // The others give up what the first takes, in proportion: 50 leaves 25 and 25.
    fireEvent.change(bar(example.bars[0]!.title), { target: { value: '50' } });
    await check();
    expect(results).toEqual([{ correct: true, answers: [50, 25, 25], points: 1000 }]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result with each bar’s value', async () => {
    const { results, check } = await playQuiz('ratio');
    fireEvent.change(bar(example.bars[0]!.title), { target: { value: '60' } });
    await check();
    expect(results).toEqual([{ correct: false, answers: [60, 20, 20], points: 0 }]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
