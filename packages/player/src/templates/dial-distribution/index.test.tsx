import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('dial-distribution').examples[0]!.data as {
  question: string;
  incorrectValues: { value: number }[];
  answer: { value: number; correct: string; incorrect: string; takeaway: string };
};
const marks = [example.answer.value, ...example.incorrectValues.map((wrong) => wrong.value)]
  .sort((left, right) => left - right)
  .map((value) => `${value}%`);

const choices = () => within(screen.getByRole('list', { name: 'Dial' })).getAllByRole('button');

describe('dial-distribution renderer', () => {
  it('prompt: the question and the dial marked with every value in order, none chosen', async () => {
    const { container } = await renderExample('dial-distribution', 'prompt');
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    expect([...container.querySelectorAll('.sw-dial__label')].map((label) => label.textContent)).toEqual(marks);
    expect(choices().map((choice) => choice.textContent)).toEqual(marks);
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('interacted: the dial is on a wrong mark', async () => {
    await renderExample('dial-distribution', 'interacted');
    const chosen = screen.getByRole('button', { pressed: true });
    expect(chosen.textContent).not.toBe(`${example.answer.value}%`);
  });

  it('answered: the dial on the right value, marked, with the reinforcement and takeaway', async () => {
    await renderExample('dial-distribution', 'answered');
    expect(screen.getByRole('button', { name: '71% (correct answer)', pressed: true })).toBeTruthy();
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('a wrong mark gets the incorrect reinforcement', async () => {
    await renderExample('dial-distribution', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: '85%' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
