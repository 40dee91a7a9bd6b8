import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('game-jumble').examples[0]!.data as {
  title: string;
  words: { alt: string; word: string }[];
};
const first = example.words[0]!;

function slotLetters() {
  return within(screen.getByRole('list', { name: 'Your word' }))
    .getAllByRole('listitem')
    .map((slot) => slot.textContent?.replace(/^Letter \d+: /, '').replace('empty', ''));
}

describe('game-jumble renderer', () => {
  it('prompt: the first image clue, empty slots and the word’s letters scrambled', async () => {
    await renderExample('game-jumble', 'prompt');
    expect(screen.getByRole('heading', { name: example.title })).toBeTruthy();
    expect(screen.getByRole('img', { name: first.alt })).toBeTruthy();
    expect(slotLetters()).toEqual(Array(first.word.length).fill(''));
    const letters = within(screen.getByRole('list', { name: 'Letters' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect([...letters].sort()).toEqual([...first.word].sort());
    expect(letters.join('')).not.toBe(first.word);
    expect(screen.getByText('Word 1 of 4')).toBeTruthy();
  });

  it('interacted: the first letter sits in the first slot', async () => {
    await renderExample('game-jumble', 'interacted');
    expect(slotLetters()[0]).toBe(first.word[0]);
    expect(
      slotLetters()
        .slice(1)
        .every((letter) => letter === ''),
    ).toBe(true);
  });

  it('places tapped letters and takes the last one back on undo', async () => {
    await renderExample('game-jumble', 'prompt');
    await userEvent.click(screen.getByRole('button', { name: 'Letter V' }));
    await userEvent.click(screen.getByRole('button', { name: 'Letter E' }));
    expect(slotLetters().slice(0, 2)).toEqual(['V', 'E']);
    await userEvent.click(screen.getByRole('button', { name: 'Undo the last letter' }));
    expect(slotLetters().slice(0, 2)).toEqual(['V', '']);
  });

  it('in the editor’s preview, typing outside the board places nothing (the author may be typing in the form)', async () => {
    await renderExample('game-jumble', 'prompt');
    await userEvent.keyboard('GL');
    expect(slotLetters().every((letter) => letter === '')).toBe(true);
  });

  it('answered: every word spelled out under its image, with the points', async () => {
    await renderExample('game-jumble', 'answered');
    for (const word of example.words) {
      expect(screen.getByRole('img', { name: word.alt })).toBeTruthy();
      expect(screen.getByText(word.word)).toBeTruthy();
    }
    expect(within(screen.getByRole('status')).getByText('4,000 points')).toBeTruthy();
  });
});
