import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('number-sentence').examples[0]!.data as {
  question: string;
  numbers: { number: number; correct: boolean }[];
  answer: { correct: string; incorrect: string; takeaway: string };
};

const numbers = (label = 'Numbers to choose from') =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('button')
    .map((button) => button.textContent!.replace(/ \(.*\)$/, ''));

describe('number-sentence renderer', () => {
  it('prompt: the sentence and every number with its decimal places, none chosen', async () => {
    await renderExample('number-sentence', 'prompt');
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    expect(numbers()).toEqual(['0.75', '0.34', '1.33', '0.70']);
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('interacted: one number is chosen', async () => {
    await renderExample('number-sentence', 'interacted');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
  });

  it('answered: the right number marked, with the reinforcement and takeaway', async () => {
    await renderExample('number-sentence', 'answered');
    expect(screen.getByRole('button', { name: '0.75 (correct answer)', pressed: true })).toBeTruthy();
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('writes numbers the lesson’s way', async () => {
    await renderExample('number-sentence', 'prompt', { language: 'es-ES' });
    expect(numbers('Números para elegir')[0]).toBe('0,75');
    expect(screen.getByText('Elige una respuesta')).toBeTruthy();
  });

  it('a wrong number gets the incorrect reinforcement', async () => {
    await renderExample('number-sentence', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: '0.70' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
