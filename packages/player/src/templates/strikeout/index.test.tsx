import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('strikeout').examples[0]!.data as {
  question: string;
  text: string;
  words: { incorrect: string; replaces: string }[];
  answer: { correct: string; incorrect: string; takeaway: string };
};
const [lift, desk] = example.words as [{ incorrect: string; replaces: string }, { incorrect: string; replaces: string }];

describe('strikeout renderer', () => {
  it('prompt: the instruction and the whole text, every word tappable, none struck', async () => {
    const { container } = await renderExample('strikeout', 'prompt');
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    expect(container.querySelector('.sw-passage')!.textContent).toBe(example.text);
    expect(screen.getByRole('button', { name: lift.incorrect, pressed: false })).toBeTruthy();
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('interacted: the first mistake is struck and replaced', async () => {
    await renderExample('strikeout', 'interacted');
    expect(screen.getByRole('button', { name: `${lift.incorrect}, replaced by ${lift.replaces}`, pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: desk.incorrect, pressed: false })).toBeTruthy();
  });

  it('strikes a tapped word and writes in the replacement picked', async () => {
    await renderExample('strikeout', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: desk.incorrect }));
    expect(screen.getByText(`Pick the right word for “${desk.incorrect}”`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: desk.replaces }));
    expect(screen.getByRole('button', { name: `${desk.incorrect}, replaced by ${desk.replaces}` })).toBeTruthy();
  });

  it('answered: every mistake struck and replaced, with the reinforcement and takeaway', async () => {
    await renderExample('strikeout', 'answered');
    for (const mistake of example.words) {
      expect(screen.getByRole('button', { name: `${mistake.incorrect}, replaced by ${mistake.replaces} (correct answer)` })).toBeTruthy();
    }
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('striking a right word gets the incorrect reinforcement', async () => {
    await renderExample('strikeout', 'interacted');
    await userEvent.click(screen.getByRole('button', { name: 'ground' }));
    await userEvent.click(screen.getByRole('button', { name: desk.replaces }));
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
