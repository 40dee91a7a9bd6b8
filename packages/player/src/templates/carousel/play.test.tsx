import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playQuiz, withIds } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

const example = withIds(catalogueTemplate('carousel').examples[0]!.data, 'answers', 'card-') as {
  answers: { id: string; title: string; correct: boolean }[];
  answer: { correct: string; incorrect: string };
};
const right = example.answers.find((card) => card.correct)!;
const wrong = example.answers.find((card) => !card.correct)!;
const card = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) });

describe('carousel in play', () => {
  it('reports a correct result once for the right card', async () => {
    const { user, results, check } = await playQuiz('carousel', example);
    await user.click(card(right.title));
    await check();
    expect(results).toEqual([{ correct: true, answers: [right.id], points: 1000 }]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result for a wrong card, reached with the arrows and the keyboard', async () => {
    const { user, results, check } = await playQuiz('carousel', example);
    await user.click(screen.getByRole('button', { name: 'Next card' }));
    card(wrong.title).focus();
    await user.keyboard('{Enter}');
    await check();
    expect(results).toEqual([{ correct: false, answers: [wrong.id], points: 0 }]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
