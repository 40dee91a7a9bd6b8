import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceGameClock, fakeGameClock } from '../../ui/play/game-fake-clock.ts';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import { startGame } from '../../test/start-game.ts';
import { addStylesheets } from '../../test/stylesheet.ts';
import type { SlideResult } from '../renderer.ts';

const example = catalogueTemplate('elevator-game').examples[0]!.data as {
  images: { alt: string; attributes: { text: string; correct: boolean }[] }[];
};
const rightTaps = example.images.map((image) => image.attributes.flatMap((attribute, index) => (attribute.correct ? [index] : [])));

async function play() {
  const onResult = vi.fn<(result: SlideResult) => void>();
  await renderExample('elevator-game', 'prompt', { mode: 'play', onResult });
  await startGame();
  return onResult;
}

/** Taps the attributes at `places` of the image showing, then sends it on. */
async function answer(image: number, places: readonly number[]) {
  const attributes = within(screen.getByRole('list', { name: 'Tap everything that applies' }));
  for (const place of places)
    await userEvent.click(attributes.getByRole('button', { name: example.images[image]!.attributes[place]!.text }));
  await userEvent.click(screen.getByRole('button', { name: 'Send on' }));
}

describe('elevator-game in play', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('exactly the right attributes for every image: 1000 each, correct, reported once', async () => {
    const onResult = await play();
    for (const [image, places] of rightTaps.entries()) {
      expect(screen.getByRole('img', { name: example.images[image]!.alt })).toBeTruthy();
      await answer(image, places);
    }
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ correct: true, answers: rightTaps, points: 3000 });
    expect(within(screen.getByRole('status')).getByText('3 of 3 correct')).toBeTruthy();
  });

  it('reviews each image in two columns, its mark on the picture and its attributes in the wide column', async () => {
    const removeStyles = addStylesheets('ui/play/play.css', 'templates/elevator-game/elevator-game.css');
    try {
      await play();
      for (const [image, places] of rightTaps.entries()) await answer(image, places);
      const items = document.querySelectorAll<HTMLElement>('.sw-elevator__review-item');
      expect(items).toHaveLength(example.images.length);
      for (const item of items) {
        // As many children as columns: a third would wrap into the 6rem picture column and squeeze the chips.
        const columns = getComputedStyle(item)
          .gridTemplateColumns.replace(/\([^)]*\)/g, '()')
          .split(/\s+/).length;
        expect(columns).toBe(2);
        expect(item.children).toHaveLength(columns);
        expect(item.children[0]!.querySelector('img, .sw-item-mark')).not.toBeNull();
        const chips = item.children[1]!.querySelectorAll('.sw-choice');
        expect(chips.length).toBeGreaterThan(0);
        for (const chip of chips) expect(getComputedStyle(chip).overflowWrap).toBe('break-word');
      }
      // A picture that could not load keeps its description inside the thumbnail.
      fireEvent.error(items[0]!.querySelector('img.sw-elevator__thumb')!);
      expect(getComputedStyle(items[0]!.querySelector('.sw-elevator__thumb')!).overflow).toBe('hidden');
    } finally {
      removeStyles();
    }
  });

  it('one attribute too many: that image scores nothing; one tapped off and on again still counts', async () => {
    const onResult = await play();
    // Image 1: the right ones plus a wrong one.
    const wrongPlace = example.images[0]!.attributes.findIndex((attribute) => !attribute.correct);
    await answer(0, [...rightTaps[0]!, wrongPlace]);
    expect(screen.getByText('Not quite')).toBeTruthy();
    // Image 2: a right one tapped off and on again counts as tapped.
    await answer(1, [...rightTaps[1]!, rightTaps[1]![0]!, rightTaps[1]![0]!]);
    await answer(2, rightTaps[2]!);
    const answers = [[...rightTaps[0]!, wrongPlace].sort(), rightTaps[1], rightTaps[2]];
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers, points: 2000 });
  });

  it('ends when the time runs out', async () => {
    fakeGameClock();
    const onResult = await play();
    await answer(0, rightTaps[0]!);
    advanceGameClock(20_000);
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers: [rightTaps[0]], points: 1000 });
    expect(screen.getByText("Time's up!")).toBeTruthy();
  });
});
