import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dragRound, pointAt } from '../../test/drag.ts';
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

describe('pie-chart dragging', () => {
  it('sizes the slice by dragging round the pie, and stays full past twelve o’clock', async () => {
    const { container, results, check } = await playQuiz('pie-chart');
    const pie = container.querySelector('.sw-pie__chart')!;
    dragRound(pie, [pointAt(90), pointAt(300), pointAt(350), pointAt(10)]);
    expect(share().getAttribute('aria-valuetext')).toBe('100%');
    // 60% of the way round: 216 degrees.
    dragRound(pie, [pointAt(180), pointAt(216)]);
    expect(share().getAttribute('aria-valuetext')).toBe('60%');
    await check();
    expect(results).toEqual([{ correct: true, answers: 60, points: 1000 }]);
  });
});
