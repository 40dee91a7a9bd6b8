import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dragOnto } from '../../test/drag.ts';
import { playQuiz } from '../../test/play-quiz.tsx';
import { catalogueTemplate } from '../../test/render-example.tsx';

type Group = { images: { id: string; alt: string }[] };
const source = catalogueTemplate('image-pairs').examples[0]!.data as { groups: Group[]; answer: { correct: string; incorrect: string } };
// Distinct ids, so the reported pairs say which pictures were put together.
const example = {
  ...source,
  groups: source.groups.map((group, pair) => ({
    ...group,
    images: group.images.map((image, side) => ({ ...image, id: `p${pair}s${side}` })),
  })),
};
const [cow, frog, butterfly] = example.groups as [Group, Group, Group];

describe('image-pairs in play', () => {
  it('reports a correct result once when every pair is matched', async () => {
    const { user, results, check } = await playQuiz('image-pairs', example);
    for (const group of [cow, frog, butterfly]) {
      await user.click(screen.getByRole('button', { name: group.images[0]!.alt }));
      await user.click(screen.getByRole('button', { name: group.images[1]!.alt }));
    }
    await check();
    expect(results).toEqual([
      {
        correct: true,
        answers: [
          ['p0s0', 'p0s1'],
          ['p1s0', 'p1s1'],
          ['p2s0', 'p2s1'],
        ],
        points: 1000,
      },
    ]);
    expect(screen.getByText(source.answer.correct)).toBeTruthy();
  });

  it('reports an incorrect result when pictures of different pairs are matched', async () => {
    const { user, results, check } = await playQuiz('image-pairs', example);
    const picks: [string, string][] = [
      [cow.images[0]!.alt, frog.images[1]!.alt],
      [frog.images[0]!.alt, cow.images[1]!.alt],
      [butterfly.images[0]!.alt, butterfly.images[1]!.alt],
    ];
    for (const [one, other] of picks) {
      await user.click(screen.getByRole('button', { name: one }));
      await user.click(screen.getByRole('button', { name: other }));
    }
    await check();
    expect(results).toEqual([
      {
        correct: false,
        answers: [
          ['p0s0', 'p1s1'],
          ['p1s0', 'p0s1'],
          ['p2s0', 'p2s1'],
        ],
        points: 0,
      },
    ]);
    expect(screen.getByText(source.answer.incorrect)).toBeTruthy();
  });
});

describe('image-pairs dragging', () => {
  const picture = (alt: string) => screen.getByRole('button', { name: new RegExp(`^${alt}`) });

  it('pairs a picture dragged onto another, a new pair undoing the old one', async () => {
    const { results, check } = await playQuiz('image-pairs', example);
    await dragOnto(picture(cow.images[0]!.alt), picture(cow.images[1]!.alt).closest('li')!);
    expect(picture(cow.images[1]!.alt).getAttribute('aria-label')).toBe(`${cow.images[1]!.alt}, Pair 1`);
    await dragOnto(picture(frog.images[0]!.alt), picture(cow.images[1]!.alt).closest('li')!);
    expect(picture(cow.images[0]!.alt).getAttribute('aria-label')).toBe(cow.images[0]!.alt);
    await dragOnto(picture(cow.images[0]!.alt), picture(frog.images[1]!.alt).closest('li')!);
    await dragOnto(picture(butterfly.images[1]!.alt), picture(butterfly.images[0]!.alt).closest('li')!);
    await check();
    expect(results).toEqual([
      {
        correct: false,
        answers: [
          ['p1s0', 'p0s1'],
          ['p0s0', 'p1s1'],
          ['p2s1', 'p2s0'],
        ],
        points: 0,
      },
    ]);
  });
});
