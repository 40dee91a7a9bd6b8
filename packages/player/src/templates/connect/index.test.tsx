import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('connect').examples[0]!.data as {
  question: string;
  pairs: { left: string; right: string }[];
  answer: { correct: string; incorrect: string; takeaway: string };
};

const column = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('button')
    .map((button) => button.textContent);
const lines = (container: HTMLElement) => container.querySelectorAll('.sw-connect__line').length;

describe('connect renderer', () => {
  it('prompt: the left items in order, their partners shuffled on the right, no lines', async () => {
    const { container } = await renderExample('connect', 'prompt');
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    expect(column('Left items')).toEqual(example.pairs.map((pair) => pair.left));
    const right = column('Right items');
    expect([...right].sort()).toEqual(example.pairs.map((pair) => pair.right).sort());
    expect(right).not.toEqual(example.pairs.map((pair) => pair.right));
    expect(lines(container)).toBe(0);
  });

  it('interacted: the first pair is connected', async () => {
    const { container } = await renderExample('connect', 'interacted');
    expect(lines(container)).toBe(1);
    expect(screen.getByText(`${example.pairs[0]!.left} connects to ${example.pairs[0]!.right}`)).toBeTruthy();
  });

  it('connects a tapped left item to the right item tapped next', async () => {
    const { container } = await renderExample('connect', 'prompt');
    const [, lungs] = example.pairs;
    await userEvent.click(screen.getByRole('button', { name: lungs!.left }));
    await userEvent.click(screen.getByRole('button', { name: `to ${lungs!.right}` }));
    expect(lines(container)).toBe(1);
    expect(screen.getByText(`${lungs!.left} connects to ${lungs!.right}`)).toBeTruthy();
  });

  it('answered: every pair connected, with the reinforcement and takeaway', async () => {
    const { container } = await renderExample('connect', 'answered');
    expect(container.querySelectorAll('.sw-connect__line--correct')).toHaveLength(example.pairs.length);
    for (const pair of example.pairs) expect(screen.getByText(`${pair.left} connects to ${pair.right} (correct answer)`)).toBeTruthy();
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('a wrong line gets the incorrect reinforcement', async () => {
    await renderExample('connect', 'prompt');
    const rights = [...example.pairs.map((pair) => pair.right)];
    for (const [index, pair] of example.pairs.entries()) {
      await userEvent.click(screen.getByRole('button', { name: pair.left }));
      await userEvent.click(screen.getByRole('button', { name: `to ${rights[(index + 1) % rights.length]}` }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
