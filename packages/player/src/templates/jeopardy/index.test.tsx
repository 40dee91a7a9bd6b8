import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('jeopardy').examples[0]!.data as {
  title: string;
  categories: { title: string; questions: { clue: string; statements: { text: string; true: boolean }[] }[] }[];
};
const firstQuestion = example.categories[0]!.questions[0]!;

describe('jeopardy renderer', () => {
  it('prompt: a 3 × 5 board of the categories with values rising from 200', async () => {
    await renderExample('jeopardy', 'prompt');
    expect(screen.getByRole('heading', { name: example.title })).toBeTruthy();
    const board = screen.getByRole('grid', { name: 'Question board' });
    expect(
      within(board)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(example.categories.map((category) => category.title));
    const rows = within(board).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('button')
          .map((cell) => cell.textContent),
      ),
    ).toEqual(['200', '400', '600', '800', '1,000'].map((value) => [value, value, value]));
    expect(screen.getByRole('button', { name: 'The Moon, 1,000 points' })).toBeTruthy();
    expect(screen.queryByText(firstQuestion.clue)).toBeNull();
  });

  it('interacted: the first cell is open with its clue and its first statement judged', async () => {
    await renderExample('jeopardy', 'interacted');
    expect(screen.getByRole('heading', { name: firstQuestion.clue })).toBeTruthy();
    for (const statement of firstQuestion.statements) expect(screen.getByText(statement.text)).toBeTruthy();
    const firstJudge = screen.getByRole('group', { name: `Statement: ${firstQuestion.statements[0]!.text}` });
    expect(within(firstJudge).getByRole('button', { pressed: true }).textContent).toMatch(/^True/);
    // One statement of two judged: the cell scores once all are.
    expect(screen.getByText('0 points', { selector: '.sw-game__score' })).toBeTruthy();
  });

  it('opens a cell and marks it answered once every statement is judged', async () => {
    await renderExample('jeopardy', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: 'The planets, 400 points' }));
    const question = example.categories[1]!.questions[1]!;
    expect(screen.getByRole('heading', { name: question.clue })).toBeTruthy();
    await userEvent.click(
      within(screen.getByRole('group', { name: `Statement: ${question.statements[0]!.text}` })).getByRole('button', { name: 'False' }),
    );
    expect(screen.getByRole('button', { name: 'The planets, 400 points, answered' })).toBeTruthy();
  });

  it('answered: every cell done and the board’s full points', async () => {
    await renderExample('jeopardy', 'answered');
    expect(screen.getAllByRole('button', { name: /, answered$/ })).toHaveLength(15);
    expect(within(screen.getByRole('status')).getByText('9,000 points')).toBeTruthy();
  });
});
