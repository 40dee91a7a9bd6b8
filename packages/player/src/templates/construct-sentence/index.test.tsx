import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('construct-sentence').examples[0]!.data as {
  question: string;
  sentence: string;
  decoys: { text: string }[];
  answer: { correct: string; incorrect: string; takeaway: string };
};
const words = example.sentence.split(' ');
const decoys = example.decoys.map((decoy) => decoy.text);

const line = () => within(screen.getByRole('list', { name: 'Your answer' }));
const pool = () => within(screen.getByRole('list', { name: 'Words to use' }));

describe('construct-sentence renderer', () => {
  it('prompt: the question and the sentence’s words shuffled with the decoys', async () => {
    await renderExample('construct-sentence', 'prompt');
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    const tiles = pool()
      .getAllByRole('button')
      .map((tile) => tile.textContent);
    expect([...tiles].sort()).toEqual([...words, ...decoys].sort());
    expect(line().queryAllByRole('button')).toHaveLength(0);
  });

  it('interacted: the sentence’s first word is on the answer line', async () => {
    await renderExample('construct-sentence', 'interacted');
    expect(
      line()
        .getAllByRole('button')
        .map((tile) => tile.textContent),
    ).toEqual([words[0]]);
  });

  it('answered: the sentence built without the decoys, with the reinforcement', async () => {
    await renderExample('construct-sentence', 'answered');
    expect(
      line()
        .getAllByRole('button')
        .map((tile) => tile.textContent),
    ).toEqual(words.map((word) => `${word} (correct answer)`));
    for (const decoy of decoys) expect(pool().getByText(decoy)).toBeTruthy();
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('using a decoy gets the incorrect reinforcement', async () => {
    await renderExample('construct-sentence', 'prompt');
    await userEvent.click(pool().getByRole('button', { name: decoys[0]! }));
    for (const word of words.slice(1)) await userEvent.click(pool().getByRole('button', { name: word }));
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
    expect(line().getByRole('button', { name: `${decoys[0]} (not correct)` })).toBeTruthy();
  });
});
