import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('matrix').examples[0]!.data as {
  question: string;
  columns: { title: string; correctAnswers: { text: string }[]; incorrectAnswers: { text: string }[] }[];
  answer: { correct: string; incorrect: string; takeaway: string };
};
const belonging = example.columns.flatMap((column) => column.correctAnswers.map((chip) => chip.text));
const lookAlikes = example.columns.flatMap((column) => column.incorrectAnswers.map((chip) => chip.text));

const column = (title: string) =>
  within(screen.getByRole('region', { name: title }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent!.replace(/ \(.*\)$/, ''));
const pool = () => within(screen.getByRole('list', { name: 'Chips to sort' }));

describe('matrix renderer', () => {
  it('prompt: the question, the titled columns and every chip waiting to be sorted', async () => {
    await renderExample('matrix', 'prompt');
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    for (const { title } of example.columns) expect(column(title)).toEqual([]);
    expect(
      pool()
        .getAllByRole('button')
        .map((chip) => chip.textContent)
        .sort(),
    ).toEqual([...belonging, ...lookAlikes].sort());
  });

  it('interacted: one chip sits in its column', async () => {
    await renderExample('matrix', 'interacted');
    expect(example.columns.flatMap(({ title }) => column(title))).toHaveLength(1);
  });

  it('moves a held chip into the column tapped, and back when tapped there', async () => {
    await renderExample('matrix', 'prompt');
    const chip = example.columns[1]!.correctAnswers[0]!.text;
    await userEvent.click(pool().getByRole('button', { name: chip }));
    await userEvent.click(screen.getByRole('button', { name: `Move to ${example.columns[1]!.title}` }));
    expect(column(example.columns[1]!.title)).toEqual([chip]);
    await userEvent.click(within(screen.getByRole('region', { name: example.columns[1]!.title })).getByRole('button', { name: chip }));
    expect(column(example.columns[1]!.title)).toEqual([]);
  });

  it('answered: each column holds its chips, the look-alikes stay out, with the reinforcement', async () => {
    await renderExample('matrix', 'answered');
    for (const entry of example.columns) expect(column(entry.title).sort()).toEqual(entry.correctAnswers.map((chip) => chip.text).sort());
    expect(
      pool()
        .getAllByRole('button')
        .map((chip) => chip.textContent)
        .sort(),
    ).toEqual([...lookAlikes].sort());
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('a look-alike in a column gets the incorrect reinforcement', async () => {
    await renderExample('matrix', 'prompt');
    await userEvent.click(pool().getByRole('button', { name: lookAlikes[0]! }));
    await userEvent.click(screen.getByRole('button', { name: `Move to ${example.columns[0]!.title}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
