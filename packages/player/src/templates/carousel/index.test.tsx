import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import { previewStates } from '../renderer.ts';

const example = catalogueTemplate('carousel').examples[0]!.data as {
  question: string;
  answers: { title: string; content: string; correct: boolean }[];
  answer: { correct: string; incorrect: string; takeaway: string };
};
const right = example.answers.find((answer) => answer.correct)!;
const wrong = example.answers.find((answer) => !answer.correct)!;

describe('carousel renderer', () => {
  it.each(previewStates)('shows the question and every card’s title and text (%s)', async (state) => {
    await renderExample('carousel', state);
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    for (const card of example.answers) {
      expect(screen.getByText(card.title)).toBeTruthy();
      expect(screen.getByText(card.content)).toBeTruthy();
    }
  });

  it('prompt: the first card is current, none picked', async () => {
    await renderExample('carousel', 'prompt');
    expect(screen.getByText('Card 1 of 3', { selector: '.sw-caption' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Previous card' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('steps through the cards with the arrows', async () => {
    await renderExample('carousel', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: 'Next card' }));
    expect(screen.getByText('Card 2 of 3', { selector: '.sw-caption' })).toBeTruthy();
  });

  it('interacted: one card is picked', async () => {
    await renderExample('carousel', 'interacted');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
  });

  it('answered: the right card marked, with the reinforcement and takeaway', async () => {
    await renderExample('carousel', 'answered');
    expect(screen.getByRole('button', { name: /correct answer/ }).textContent).toContain(right.title);
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('checks a wrong card with the incorrect reinforcement', async () => {
    await renderExample('carousel', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: new RegExp(wrong.title) }));
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
