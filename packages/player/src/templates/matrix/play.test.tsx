import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dragOnto } from '../../test/drag.ts';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

const example = catalogueTemplate('matrix').examples[0]!.data as {
  columns: { title: string; correctAnswers: { text: string }[]; incorrectAnswers: { text: string }[] }[];
  answer: { correct: string; incorrect: string };
};
const [vitaminC, vitaminD] = example.columns as [(typeof example.columns)[0], (typeof example.columns)[0]];
const texts = (items: { text: string }[]) => items.map((item) => item.text);

describe('matrix in play', () => {
  it('reports a correct result once when each chip sits in its column and the look-alikes stay out', async () => {
    const { user, results, check } = await playQuiz('matrix');
    for (const column of [vitaminC, vitaminD]) {
      for (const chip of texts(column.correctAnswers)) {
        await user.click(screen.getByRole('button', { name: chip }));
        await user.click(screen.getByRole('button', { name: `Move to ${column.title}` }));
      }
    }
    await check();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ correct: true, points: 1000 });
    const answers = results[0]!.answers as { title: string; items: string[] }[];
    expect(answers.map((column) => [column.title, [...column.items].sort()])).toEqual([
      [vitaminC.title, texts(vitaminC.correctAnswers).sort()],
      [vitaminD.title, texts(vitaminD.correctAnswers).sort()],
    ]);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result when a look-alike is sorted into a column', async () => {
    const { user, results, check } = await playQuiz('matrix');
    const lookAlike = vitaminC.incorrectAnswers[0]!.text;
    await user.click(screen.getByRole('button', { name: lookAlike }));
    await user.click(screen.getByRole('button', { name: `Move to ${vitaminC.title}` }));
    await check();
    expect(results).toEqual([
      {
        correct: false,
        answers: [
          { title: vitaminC.title, items: [lookAlike] },
          { title: vitaminD.title, items: [] },
        ],
        points: 0,
      },
    ]);
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });

  it('places a chip dragged onto a column, and takes it back when dragged to the pool', async () => {
    const { results, check } = await playQuiz('matrix');
    const chip = vitaminD.correctAnswers[0]!.text;
    await dragOnto(screen.getByRole('button', { name: chip }), screen.getByRole('region', { name: vitaminD.title }));
    expect(within(screen.getByRole('region', { name: vitaminD.title })).getByRole('button', { name: chip })).toBeTruthy();
    await dragOnto(screen.getByRole('button', { name: chip }), screen.getByRole('list', { name: 'Chips to sort' }));
    expect(within(screen.getByRole('list', { name: 'Chips to sort' })).getByRole('button', { name: chip })).toBeTruthy();
    await dragOnto(screen.getByRole('button', { name: chip }), screen.getByRole('region', { name: vitaminD.title }));
    await check();
    expect(results).toEqual([
      {
        correct: false,
        answers: [
          { title: vitaminC.title, items: [] },
          { title: vitaminD.title, items: [chip] },
        ],
        points: 0,
      },
    ]);
  });

  it('by keyboard alone: a picked chip sends the focus to the columns, a placed one to the next chip', async () => {
    const { user, results } = await playQuiz('matrix');
    const chip = vitaminC.correctAnswers[0]!.text;
    screen.getByRole('button', { name: chip }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Move to ${vitaminC.title}` }));
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('region', { name: vitaminC.title })).getByRole('button', { name: chip })).toBeTruthy();
    const pool = within(screen.getByRole('list', { name: 'Chips to sort' }));
    expect(document.activeElement).toBe(pool.getAllByRole('button')[0]);
    // A placed chip sent back keeps the focus on it, in the pool.
    within(screen.getByRole('region', { name: vitaminC.title }))
      .getByRole('button', { name: chip })
      .focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(pool.getByRole('button', { name: chip }));
    expect(results).toEqual([]);
  });
});
