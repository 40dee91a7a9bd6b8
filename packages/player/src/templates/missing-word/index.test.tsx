import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('missing-word').examples[0]!.data as {
  question: string;
  words: { textBefore: string; word: string }[];
  textAfter: string;
  answer: { correct: string; incorrect: string; takeaway: string };
};
const missing = example.words.map((gap) => gap.word);

const bank = () => within(screen.getByRole('list', { name: 'Words to place' }));

describe('missing-word renderer', () => {
  it('prompt: the text around empty gaps and the bank of missing words', async () => {
    const { container } = await renderExample('missing-word', 'prompt');
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    const passage = container.querySelector('.sw-passage')!.textContent!;
    for (const gap of example.words) expect(passage).toContain(gap.textBefore);
    expect(passage).toContain(example.textAfter);
    for (const [index] of example.words.entries()) expect(screen.getByRole('button', { name: `Gap ${index + 1}` })).toBeTruthy();
    expect(
      [
        ...bank()
          .getAllByRole('button')
          .map((word) => word.textContent),
      ].sort(),
    ).toEqual([...missing].sort());
  });

  it('interacted: the first gap holds its word', async () => {
    await renderExample('missing-word', 'interacted');
    expect(screen.getByRole('button', { name: `Gap 1: ${missing[0]}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gap 2' })).toBeTruthy();
  });

  it('fills the first empty gap with a tapped word and gives it back when the gap is tapped', async () => {
    await renderExample('missing-word', 'prompt');
    await userEvent.click(bank().getByRole('button', { name: missing[2]! }));
    expect(screen.getByRole('button', { name: `Gap 1: ${missing[2]}` })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `Gap 1: ${missing[2]}` }));
    expect(screen.getByRole('button', { name: 'Gap 1' })).toBeTruthy();
  });

  it('answered: every gap holds its word, with the reinforcement and takeaway', async () => {
    await renderExample('missing-word', 'answered');
    for (const [index, word] of missing.entries()) expect(screen.getByRole('button', { name: `Gap ${index + 1}: ${word}` })).toBeTruthy();
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('words in the wrong gaps get the incorrect reinforcement', async () => {
    await renderExample('missing-word', 'prompt');
    for (const word of [...missing].reverse()) await userEvent.click(bank().getByRole('button', { name: word }));
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
