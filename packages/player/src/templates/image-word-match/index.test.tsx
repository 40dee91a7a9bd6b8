import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('image-word-match').examples[0]!.data as {
  title: string;
  rounds: { alt: string; word: string }[];
};
const first = example.rounds[0]!;

describe('image-word-match renderer', () => {
  it('prompt: the first image with its word among other rounds’ words, at 500 points a round', async () => {
    await renderExample('image-word-match', 'prompt');
    expect(screen.getByRole('heading', { name: example.title })).toBeTruthy();
    expect(screen.getByText('500 points a round')).toBeTruthy();
    expect(screen.getByRole('img', { name: first.alt })).toBeTruthy();
    const words = within(screen.getByRole('list', { name: first.alt }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect([...words].sort()).toEqual(example.rounds.map((round) => round.word).sort());
    expect(screen.getByText('Round 1 of 4')).toBeTruthy();
  });

  it('interacted: the right word is picked, worth 500 points', async () => {
    await renderExample('image-word-match', 'interacted');
    expect(screen.getByRole('button', { name: `${first.word} (correct answer)` }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('500 points', { selector: '.sw-game__score' })).toBeTruthy();
  });

  it('marks a wrong pick and the right word', async () => {
    await renderExample('image-word-match', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: example.rounds[1]!.word }));
    expect(screen.getByRole('button', { name: `${example.rounds[1]!.word} (not correct)` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `${first.word} (correct answer)` })).toBeTruthy();
  });

  it('answered: every image with its word, and 500 points for each round', async () => {
    await renderExample('image-word-match', 'answered');
    for (const round of example.rounds) {
      expect(screen.getByRole('img', { name: round.alt })).toBeTruthy();
      expect(screen.getByText(round.word)).toBeTruthy();
    }
    expect(within(screen.getByRole('status')).getByText('2,000 points')).toBeTruthy();
  });
});
