import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

const captions = [
  'Cherries are picked by hand when they turn red.',
  'The beans dry in the sun for two to three weeks.',
  'Roasting brings out the flavour in about 12 minutes.',
];

const currentIndex = (container: HTMLElement) =>
  [...container.querySelectorAll('.sw-image-slider__item')].findIndex((item) => item.hasAttribute('data-current'));

describe('image-slider renderer', () => {
  it.each([
    ['prompt', 0],
    ['interacted', 1],
    ['answered', 2],
  ] as const)('%s: shows every image with its styled caption, the one at %i in view', async (state, expected) => {
    const { container } = await renderExample('image-slider', state);
    for (const caption of captions) expect(screen.getByText(caption)).toBeTruthy();
    expect(screen.getByRole('img', { name: "A picker's hands holding ripe red coffee cherries" }).getAttribute('src')).toBe(
      '/examples/images/coffee-farm.jpg',
    );
    const third = screen.getByText(captions[2]!).closest('figcaption')!;
    expect(third.className).toContain('sw-image-slider__caption--dark');
    expect(third.className).toContain('sw-image-slider__caption--at-bottom');
    expect(screen.getByText(captions[2]!).closest('figure')?.getAttribute('style')).toContain('background-color');
    expect(currentIndex(container)).toBe(expected);
  });

  it('steps through the images with the arrows', async () => {
    const user = userEvent.setup();
    const { container } = await renderExample('image-slider', 'prompt');
    expect(screen.getByRole('button', { name: 'Previous image' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(currentIndex(container)).toBe(1);
  });

  it('has no arrows when the author turned them off', async () => {
    const { data } = await renderExample('image-slider', 'prompt', {
      data: { items: [{ content: 'https://i.test/a.jpg' }, { content: 'https://i.test/b.jpg' }], arrows: false },
    });
    expect(data.arrows).toBe(false);
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
  });
});
