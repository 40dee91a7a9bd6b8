import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

// The share of the body that is water: 0 to 100% in steps of 1, the answer 60.
const example = catalogueTemplate('pie-chart').examples[0]!.data as { answer: { correct: string; incorrect: string } };
const share = () => screen.getByRole('slider', { name: 'Your share' });

describe('pie-chart in play', () => {
  it('reports a correct result once for the right share', async () => {
    const { results, check } = await playQuiz('pie-chart');
    fireEvent.change(share(), { target: { value: '60' } });
    await check();
    expect(results).toEqual([{ correct: true, answers: 60, points: 1000 }]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result for another share', async () => {
    const { results, check } = await playQuiz('pie-chart');
    fireEvent.change(share(), { target: { value: '45' } });
    await check();
    expect(results).toEqual([{ correct: false, answers: 45, points: 0 }]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
