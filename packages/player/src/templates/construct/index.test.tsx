import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('construct').examples[0]!.data as {
  question: string;
  words: { text: string }[];
  answer: { correct: string; incorrect: string; takeaway: string };
};
const words = example.words.map((word) => word.text);

const line = () => within(screen.getByRole('list', { name: 'Your answer' }));
const pool = () => within(screen.getByRole('list', { name: 'Words to use' }));

describe('construct renderer', () => {
  it('prompt: the question and the answer’s words as shuffled tiles, the answer line empty', async () => {
    await renderExample('construct', 'prompt');
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    const tiles = pool()
      .getAllByRole('button')
      .map((tile) => tile.textContent);
    expect([...tiles].sort()).toEqual([...words].sort());
    expect(tiles).not.toEqual(words);
    expect(line().queryAllByRole('button')).toHaveLength(0);
  });

  it('interacted: the first word is on the answer line', async () => {
    await renderExample('construct', 'interacted');
    expect(
      line()
        .getAllByRole('button')
        .map((tile) => tile.textContent),
    ).toEqual([words[0]]);
  });

  it('places tapped tiles in order and sends a placed tile back', async () => {
    await renderExample('construct', 'prompt');
    await userEvent.click(pool().getByRole('button', { name: words[1]! }));
    await userEvent.click(pool().getByRole('button', { name: words[0]! }));
    expect(
      line()
        .getAllByRole('button')
        .map((tile) => tile.textContent),
    ).toEqual([words[1], words[0]]);
    await userEvent.click(line().getByRole('button', { name: `Remove ${words[1]}` }));
    expect(
      line()
        .getAllByRole('button')
        .map((tile) => tile.textContent),
    ).toEqual([words[0]]);
  });

  it('answered: the answer built in order, with the reinforcement and takeaway', async () => {
    await renderExample('construct', 'answered');
    expect(
      line()
        .getAllByRole('button')
        .map((tile) => tile.textContent),
    ).toEqual(words.map((word) => `${word} (correct answer)`));
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('a wrong order gets the incorrect reinforcement', async () => {
    await renderExample('construct', 'prompt');
    for (const word of [...words].reverse()) await userEvent.click(pool().getByRole('button', { name: word }));
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
