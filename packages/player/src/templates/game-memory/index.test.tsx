import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('game-memory').examples[0]!.data as {
  title: string;
  tiles: { left: { text: string }; right: { text: string } }[];
};
const texts = example.tiles.flatMap((pair) => [pair.left.text, pair.right.text]);

function tiles() {
  return within(screen.getByRole('list', { name: 'Tiles' })).getAllByRole('button');
}

describe('game-memory renderer', () => {
  it('prompt: the title and every tile face down, none of their text showing', async () => {
    await renderExample('game-memory', 'prompt');
    expect(screen.getByRole('heading', { name: example.title })).toBeTruthy();
    expect(tiles()).toHaveLength(texts.length);
    expect(tiles().every((tile) => /face down$/.test(tile.getAttribute('aria-label') ?? ''))).toBe(true);
    for (const tileText of texts) expect(screen.queryByText(tileText)).toBeNull();
    expect(screen.getByText('Pairs found: 0 of 4')).toBeTruthy();
  });

  it('interacted: one tile is flipped and shows its text', async () => {
    await renderExample('game-memory', 'interacted');
    const faceUp = tiles().filter((tile) => !/face down$/.test(tile.getAttribute('aria-label') ?? ''));
    expect(faceUp).toHaveLength(1);
    expect(texts).toContain(faceUp[0]!.textContent);
  });

  it('finds a pair when both of its tiles are flipped, and turns a miss back on the next tap', async () => {
    await renderExample('game-memory', 'prompt');
    let partner = -1;
    for (let index = 1; index < texts.length && partner < 0; index += 1) {
      await userEvent.click(tiles()[0]!);
      await userEvent.click(tiles()[index]!);
      if (screen.queryByText('Pairs found: 1 of 4')) partner = index;
    }
    expect(partner).toBeGreaterThan(0);
    const found = [tiles()[0]!.textContent, tiles()[partner]!.textContent];
    expect(example.tiles.some((pair) => found.includes(pair.left.text) && found.includes(pair.right.text))).toBe(true);
  });

  it('answered: every tile face up, every pair found, with the points', async () => {
    await renderExample('game-memory', 'answered');
    for (const tileText of texts) expect(screen.getByText(tileText)).toBeTruthy();
    expect(screen.getByText('Pairs found: 4 of 4')).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('4,000 points')).toBeTruthy();
  });
});
