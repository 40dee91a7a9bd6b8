import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('image-collection play', () => {
  it('opens a tile’s details, closes them with Escape, marks it seen, and moves on', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('image-collection', 'prompt', { mode: 'play', ...callbacks });
    await user.click(screen.getByRole('button', { name: 'Gloves' }));
    const dialog = screen.getByRole('dialog', { name: 'Gloves' });
    expect(within(dialog).getByRole('img', { name: 'A pair of grey cut-resistant gloves' })).toBeTruthy();
    expect(within(dialog).getByText('Cut-resistant for blades, nitrile for chemicals.')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Gloves (visited)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Goggles' })).toBeTruthy();
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });
});
