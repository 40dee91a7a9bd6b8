import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('categorise').examples[0]!.data as {
  question: string;
  categories: { title: string; items: { text: string }[] }[];
  answer: { correct: string; incorrect: string; takeaway: string };
};
const [first, second] = example.categories as [(typeof example.categories)[0], (typeof example.categories)[0]];
const items = example.categories.flatMap((category) => category.items.map((item) => item.text));

const category = (title: string) =>
  within(screen.getByRole('region', { name: title }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent!.replace(/ \(.*\)$/, ''));
const pool = () => within(screen.getByRole('list', { name: 'Items to sort' }));

describe('categorise renderer', () => {
  it('prompt: the question, both categories and every item to sort', async () => {
    await renderExample('categorise', 'prompt');
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    expect(category(first.title)).toEqual([]);
    expect(category(second.title)).toEqual([]);
    expect(
      pool()
        .getAllByRole('button')
        .map((item) => item.textContent)
        .sort(),
    ).toEqual([...items].sort());
    expect((screen.getByRole('button', { name: 'Check' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('interacted: one item is in its category', async () => {
    await renderExample('categorise', 'interacted');
    expect([...category(first.title), ...category(second.title)]).toHaveLength(1);
  });

  it('answered: every item in its category, with the reinforcement and takeaway', async () => {
    await renderExample('categorise', 'answered');
    expect(category(first.title).sort()).toEqual(first.items.map((item) => item.text).sort());
    expect(category(second.title).sort()).toEqual(second.items.map((item) => item.text).sort());
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('an item in the wrong category gets the incorrect reinforcement', async () => {
    await renderExample('categorise', 'prompt');
    for (const item of items) {
      await userEvent.click(pool().getByRole('button', { name: item }));
      await userEvent.click(screen.getByRole('button', { name: `Move to ${first.title}` }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: first.title })).getByRole('button', { name: `${second.items[0]!.text} (not correct)` }),
    ).toBeTruthy();
  });
});
