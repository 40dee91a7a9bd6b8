import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import { previewStates } from '../renderer.ts';

const template = catalogueTemplate('image-multiple-choice');
const example = template.examples[0]!.data as {
  question: string;
  answers: { alt: string; correct: boolean }[];
  answer: { text: string; correct: string; incorrect: string; takeaway: string };
};
const right = example.answers.filter((answer) => answer.correct);
const wrong = example.answers.filter((answer) => !answer.correct);

describe('image-multiple-choice renderer', () => {
  it.each(previewStates)('shows the question and every image (%s)', async (state) => {
    await renderExample('image-multiple-choice', state);
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    for (const answer of example.answers) expect(screen.getByRole('img', { name: answer.alt })).toBeTruthy();
  });

  it('prompt: asks for two images, none selected, and the check waits for a selection', async () => {
    await renderExample('image-multiple-choice', 'prompt');
    expect(screen.getByText('Select 2 answers')).toBeTruthy();
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Check' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('interacted: one image is selected', async () => {
    await renderExample('image-multiple-choice', 'interacted');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Check' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('answered: the right images marked, the reinforcement, the explanation and the takeaway', async () => {
    await renderExample('image-multiple-choice', 'answered');
    for (const answer of right) expect(screen.getByRole('button', { name: `${answer.alt} (correct answer)` })).toBeTruthy();
    expect(screen.getByText(example.answer.correct)).toBeTruthy();
    expect(screen.getByText(example.answer.text)).toBeTruthy();
    expect(screen.getByText(example.answer.takeaway)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move on' })).toBeTruthy();
  });

  it('checks a wrong selection with the incorrect reinforcement', async () => {
    await renderExample('image-multiple-choice', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: wrong[0]!.alt }));
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(example.answer.incorrect)).toBeTruthy();
    expect(screen.getByRole('button', { name: `${wrong[0]!.alt} (not correct)` })).toBeTruthy();
  });

  it('with reject, the images to pick are the ones that do not belong', async () => {
    const reject = template.examples[1]!.data as { answers: { alt: string; correct: boolean }[] };
    await renderExample('image-multiple-choice', 'answered', { data: reject });
    expect(screen.getByText('Select the one that does not belong')).toBeTruthy();
    const odd = reject.answers.find((answer) => !answer.correct)!;
    expect(screen.getByRole('button', { name: `${odd.alt} (correct answer)` }).getAttribute('aria-pressed')).toBe('true');
  });
});
