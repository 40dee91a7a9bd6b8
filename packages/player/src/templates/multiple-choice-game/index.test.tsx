import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import { previewStates } from '../renderer.ts';

const example = catalogueTemplate('multiple-choice-game').examples[0]!.data as {
  question: string;
  answers: { content: string; correct: boolean }[];
};

describe('multiple-choice-game renderer', () => {
  it.each(previewStates)('shows the question, its context and every answer (%s)', async (state) => {
    await renderExample('multiple-choice-game', state);
    expect(screen.getByRole('heading', { name: example.question })).toBeTruthy();
    expect(screen.getByText('A password is only as strong as it is hard to guess.')).toBeTruthy();
    for (const answer of example.answers) expect(screen.getByText(answer.content)).toBeTruthy();
  });

  it('prompt: the timer is full, nothing is selected and the score is 0', async () => {
    await renderExample('multiple-choice-game', 'prompt');
    expect(screen.getByRole('progressbar', { name: 'Time left' }).getAttribute('aria-valuenow')).toBe('20');
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(screen.getByText('0 points')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: '0 of 1 stars' }).length).toBeGreaterThan(0);
  });

  it('interacted: one answer is selected and time has run down', async () => {
    await renderExample('multiple-choice-game', 'interacted');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeLessThan(20);
  });

  it('answered: the right answer is marked, with the points and every star', async () => {
    await renderExample('multiple-choice-game', 'answered');
    expect(screen.getByRole('button', { name: /correct-horse-battery-staple \(correct answer\)/ })).toBeTruthy();
    const result = screen.getByRole('status');
    expect(within(result).getByText('1,000 points')).toBeTruthy();
    expect(within(result).getByRole('img', { name: '1 of 1 stars' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('puts "all of the above" last even when the author did not', async () => {
    const data = catalogueTemplate('multiple-choice-game').examples[1]!.data;
    const answers = data.answers as { content: string }[];
    await renderExample('multiple-choice-game', 'prompt', {
      data: { ...data, answers: [answers[3], ...answers.slice(0, 3)] },
    });
    const labels = within(screen.getByRole('list', { name: 'How can germs spread in a workplace?' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels.at(-1)).toBe('All of the above');
  });

  it('moves the single selection to the answer tapped', async () => {
    await renderExample('multiple-choice-game', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: 'Password123!' }));
    await userEvent.click(screen.getByRole('button', { name: 'Your date of birth' }));
    expect(screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent)).toEqual(['Your date of birth']);
  });
});
