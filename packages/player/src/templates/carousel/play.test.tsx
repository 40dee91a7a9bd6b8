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

describe('carousel order', () => {
  it('puts an "all of the above" card last, and it still reports by id', async () => {
    const answers = [
      { id: 'above', title: 'All of the above', content: '', image: '', correct: true },
      ...example.answers.map((answer) => ({ ...answer, correct: false })),
    ];
    const { container, user, results, check } = await playQuiz('carousel', { ...example, answers });
    const titles = [...container.querySelectorAll('.sw-carousel__title')].map((title) => title.textContent);
    expect(titles.at(-1)).toBe('All of the above');
    await user.click(card('All of the above'));
    expect(screen.getByText(`Card ${answers.length} of ${answers.length}`)).toBeTruthy();
    await check();
    expect(results).toEqual([{ correct: true, answers: ['above'], points: 1000 }]);
  });
});
