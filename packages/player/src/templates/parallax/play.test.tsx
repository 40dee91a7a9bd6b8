import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('parallax play', () => {
  it('layers the named images in a region keyboards can scroll, and moves on', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('parallax', 'prompt', { mode: 'play', ...callbacks });
    const region = screen.getByRole('region', { name: 'Forty years of Slidewise Bakery' });
    expect(region.tabIndex).toBe(0);
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      'A single bread oven in a garage, 1985',
      'The first Slidewise Bakery shop front, 2001',
      'A busy modern bakery counter full of loaves',
    ]);
    expect(screen.getByText('Today: 42 shops and one recipe book')).toBeTruthy();
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });
});
