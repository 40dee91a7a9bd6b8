import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import { previewStates } from '../renderer.ts';

const example = catalogueTemplate('circle-the-answer').examples[0]!.data as {
  question: string;
  textBefore: string;
  correctAnswer: string;
  incorrectAnswers: { text: string }[];
  textAfter: string;
  answer: { correct: string; incorrect: string; takeaway: string };
};
const allWords = [example.correctAnswer, ...example.incorrectAnswers.map((wrong) => wrong.text)];

function choices() {
  return within(screen.getByRole('group', { name: 'Choose the word for the gap' })).getAllByRole('button');
}

describe('circle-the-answer renderer', () => {
  it.each(previewStates)('shows the instruction, the sentence around the gap and every word (%s)', async (state) => {
    const { container } = await renderExample('circle-the-answer', state);
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    const passage = container.querySelector('.sw-passage')!.textContent!;
    expect(passage.startsWith(example.textBefore)).toBe(true);
    expect(passage.endsWith(example.textAfter)).toBe(true);
    expect(
      choices()
        .map((button) => button.textContent!.replace(/ \(.*\)$/, ''))
        .sort(),
    ).toEqual([...allWords].sort());
  });

  it('prompt: no word is circled', async () => {
    await renderExample('circle-the-answer', 'prompt');
    expect(choices().filter((button) => button.getAttribute('aria-pressed') === 'true')).toHaveLength(0);
  });

  it('interacted: one word is circled', async () => {
    await renderExample('circle-the-answer', 'interacted');
    expect(choices().filter((button) => button.getAttribute('aria-pressed') === 'true')).toHaveLength(1);
  });

  it('answered: the right word circled and marked, with the reinforcement and takeaway', async () => {
    await renderExample('circle-the-answer', 'answered');
    expect(screen.getByRole('button', { name: `${example.correctAnswer} (correct answer)`, pressed: true })).toBeTruthy();
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
  });

  it('checks a wrong word with the incorrect reinforcement', async () => {
    await renderExample('circle-the-answer', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: example.incorrectAnswers[0]!.text }));
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
  });
});
