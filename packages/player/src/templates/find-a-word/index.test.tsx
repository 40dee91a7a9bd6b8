import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import { buildWordGrid } from './word-grid.ts';

const example = catalogueTemplate('find-a-word').examples[0]!.data as { title: string; words: { word: string }[] };
const words = example.words.map((entry) => entry.word);
const grid = buildWordGrid(words);

function wordList() {
  return within(screen.getByRole('region', { name: 'Words to find' })).getAllByRole('listitem');
}

function foundLetters(container: HTMLElement) {
  return [...container.querySelectorAll('.sw-faw__cell--found')].length;
}

describe('find-a-word renderer', () => {
  it('prompt: the letter grid holding every word, the list of words and a 30-second timer', async () => {
    const { container } = await renderExample('find-a-word', 'prompt');
    expect(screen.getByRole('heading', { name: example.title })).toBeTruthy();
    const rows = within(screen.getByRole('grid', { name: 'Letter grid' })).getAllByRole('row');
    expect(rows).toHaveLength(grid.size);
    expect(rows.map((row) => row.textContent)).toEqual(grid.letters.map((row) => row.join('')));
    expect(wordList().map((item) => item.textContent)).toEqual(words);
    expect(screen.getByRole('progressbar', { name: 'Time left' }).getAttribute('aria-valuemax')).toBe('30');
    expect(foundLetters(container)).toBe(0);
  });

  it('interacted: the first word is found in the grid and struck from the list', async () => {
    const { container } = await renderExample('find-a-word', 'interacted');
    expect(wordList()[0]!.textContent).toBe(`${words[0]}, found`);
    expect(wordList()[1]!.textContent).toBe(words[1]);
    expect(foundLetters(container)).toBe(words[0]!.length);
  });

  it('answered: every word found, with the points', async () => {
    await renderExample('find-a-word', 'answered');
    expect(wordList().map((item) => item.textContent)).toEqual(words.map((word) => `${word}, found`));
    expect(within(screen.getByRole('status')).getByText('6,000 points')).toBeTruthy();
  });
});
