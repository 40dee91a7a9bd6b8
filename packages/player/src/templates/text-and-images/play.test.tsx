import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('text-and-images play', () => {
  it('stacks each text with its named picture in order, and moves on', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('text-and-images', 'prompt', { mode: 'play', ...callbacks });
    const images = screen.getAllByRole('img').map((image) => image.getAttribute('alt'));
    expect(images).toEqual([
      'A worker checking the path is clear before lifting a box',
      'A worker lifting a box with bent knees and a straight back',
    ]);
    expect(screen.getByText('Bend your knees, keep your back straight and hold the load close.')).toBeTruthy();
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });
});
