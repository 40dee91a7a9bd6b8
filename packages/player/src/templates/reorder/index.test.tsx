import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('reorder').examples[0]!.data as {
  question: string;
  list: { text: string }[];
  answer: { correct: string; incorrect: string; takeaway: string };
};
const steps = example.list.map((item) => item.text);

const shown = (container: HTMLElement) =>
  [...container.querySelectorAll('.sw-reorder__text')].map((item) => item.textContent!.replace(/ \(.*\)$/, ''));

describe('reorder renderer', () => {
  it('prompt: the question and every item, shuffled', async () => {
    const { container } = await renderExample('reorder', 'prompt');
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    expect([...shown(container)].sort()).toEqual([...steps].sort());
    expect(shown(container)).not.toEqual(steps);
  });

  it('interacted: the first item has been moved to the top', async () => {
    const { container } = await renderExample('reorder', 'interacted');
    expect(shown(container)[0]).toBe(steps[0]);
    expect(shown(container)).not.toEqual(steps);
  });

  it('moves an item up and down', async () => {
    const { container } = await renderExample('reorder', 'prompt');
    const before = shown(container);
    await userEvent.click(screen.getByRole('button', { name: `Move ${before[1]} up` }));
    expect(shown(container).slice(0, 2)).toEqual([before[1], before[0]]);
    await userEvent.click(screen.getByRole('button', { name: `Move ${before[1]} down` }));
    expect(shown(container)).toEqual(before);
  });

  it('answered: the right order, each item marked, with the reinforcement and takeaway', async () => {
    const { container } = await renderExample('reorder', 'answered');
    expect(shown(container)).toEqual(steps);
    expect(screen.getAllByText('(correct answer)', { exact: false })).toHaveLength(steps.length);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('checking the shuffled order gets the incorrect reinforcement', async () => {
    await renderExample('reorder', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
