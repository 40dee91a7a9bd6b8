import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('drag-to-match').examples[0]!.data as {
  question: string;
  items: { item: string; target: string }[];
  answer: { correct: string; incorrect: string; takeaway: string };
};

const pool = () => within(screen.getByRole('list', { name: 'Items to drag' }));

describe('drag-to-match renderer', () => {
  it('prompt: the question, every item to drag and every empty target', async () => {
    await renderExample('drag-to-match', 'prompt');
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    expect(
      pool()
        .getAllByRole('button')
        .map((item) => item.textContent)
        .sort(),
    ).toEqual(example.items.map((entry) => entry.item).sort());
    for (const entry of example.items) expect(screen.getByRole('button', { name: `Target ${entry.target}` })).toBeTruthy();
  });

  it('interacted: the first item sits on its target', async () => {
    await renderExample('drag-to-match', 'interacted');
    const [first, second] = example.items;
    expect(screen.getByRole('button', { name: `${first!.item} on ${first!.target}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Target ${second!.target}` })).toBeTruthy();
  });

  it('puts a held item on the target tapped, and takes it back', async () => {
    await renderExample('drag-to-match', 'prompt');
    const entry = example.items[2]!;
    await userEvent.click(pool().getByRole('button', { name: entry.item }));
    await userEvent.click(screen.getByRole('button', { name: `Target ${entry.target}` }));
    await userEvent.click(screen.getByRole('button', { name: `${entry.item} on ${entry.target}` }));
    expect(screen.getByRole('button', { name: `Target ${entry.target}` })).toBeTruthy();
  });

  it('answered: every item on its target, with the reinforcement and takeaway', async () => {
    await renderExample('drag-to-match', 'answered');
    for (const entry of example.items) expect(screen.getByRole('button', { name: `${entry.item} on ${entry.target}` })).toBeTruthy();
    expect(screen.getAllByText('correct answer')).toHaveLength(example.items.length);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('an item on the wrong target gets the incorrect reinforcement', async () => {
    await renderExample('drag-to-match', 'prompt');
    for (const [index, entry] of example.items.entries()) {
      const target = example.items[(index + 1) % example.items.length]!.target;
      await userEvent.click(pool().getByRole('button', { name: entry.item }));
      await userEvent.click(screen.getByRole('button', { name: `Target ${target}` }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
