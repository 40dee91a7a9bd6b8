import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

const example = catalogueTemplate('elevator-game').examples[0]!.data as {
  title: string;
  images: { alt: string; attributes: { text: string; correct: boolean }[] }[];
};
const first = example.images[0]!;

describe('elevator-game renderer', () => {
  it('prompt: the first image in the shaft with its attributes to tap, none tapped', async () => {
    await renderExample('elevator-game', 'prompt');
    expect(screen.getByRole('heading', { name: example.title })).toBeTruthy();
    expect(screen.getByRole('img', { name: first.alt })).toBeTruthy();
    for (const attribute of first.attributes) expect(screen.getByRole('button', { name: attribute.text })).toBeTruthy();
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
  });

  it('interacted: one attribute that applies is tapped', async () => {
    await renderExample('elevator-game', 'interacted');
    const tapped = screen.getAllByRole('button', { pressed: true });
    expect(tapped).toHaveLength(1);
    expect(first.attributes.find((attribute) => attribute.text === tapped[0]!.textContent)?.correct).toBe(true);
  });

  it('answered: every image with the attributes that apply marked, and the points', async () => {
    await renderExample('elevator-game', 'answered');
    for (const image of example.images) {
      const row = screen.getByRole('img', { name: image.alt }).closest('li')!;
      for (const attribute of image.attributes) {
        const name = attribute.correct ? `${attribute.text} (correct answer)` : attribute.text;
        expect(within(row).getByRole('button', { name })).toBeTruthy();
      }
    }
    expect(within(screen.getByRole('status')).getByText('3,000 points')).toBeTruthy();
  });
});
