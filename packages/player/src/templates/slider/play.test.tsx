import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

// The pH of pure water: 0 to 14 in steps of 1, the answer 7.
const example = catalogueTemplate('slider').examples[0]!.data as { answer: { value: number; correct: string; incorrect: string } };
const slider = () => screen.getByRole('slider', { name: 'Your answer' });

describe('slider in play', () => {
  it('reports a correct result once for the answer', async () => {
    const { results, check } = await playQuiz('slider');
    fireEvent.change(slider(), { target: { value: '7' } });
    await check();
    expect(results).toEqual([{ correct: true, answers: 7, points: 1000 }]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result for another value, with the right one shown', async () => {
    const { results, check } = await playQuiz('slider');
    fireEvent.change(slider(), { target: { value: '9' } });
    await check();
    expect(results).toEqual([{ correct: false, answers: 9, points: 0 }]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
    expect(screen.getByText('Right answer: 7')).toBeTruthy();
  });
});
