import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

const example = catalogueTemplate('circle-the-answer').examples[0]!.data as {
  correctAnswer: string;
  incorrectAnswers: { text: string }[];
  answer: { correct: string; incorrect: string };
};
const wrong = example.incorrectAnswers[0]!.text;

describe('circle-the-answer in play', () => {
  it('reports a correct result once for the right word', async () => {
    const { user, results, check } = await playQuiz('circle-the-answer');
    await user.click(screen.getByRole('button', { name: example.correctAnswer }));
    await check();
    expect(results).toEqual([{ correct: true, answers: example.correctAnswer, points: 1000 }]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result for a wrong word, the last one circled counting', async () => {
    const { user, results, check } = await playQuiz('circle-the-answer');
    await user.click(screen.getByRole('button', { name: example.correctAnswer }));
    await user.click(screen.getByRole('button', { name: wrong }));
    await check();
    expect(results).toEqual([{ correct: false, answers: wrong, points: 0 }]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
