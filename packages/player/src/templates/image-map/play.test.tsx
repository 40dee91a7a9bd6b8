import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('image-map play', () => {
  it('opens the hotspots in any order by keyboard, marks them visited, and moves on', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('image-map', 'prompt', { mode: 'play', ...callbacks });
    screen.getByRole('button', { name: 'Open Hose' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Hose' })).toBeTruthy();
    expect(screen.getByText('Aim at the base of the fire, not the flames.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open Safety pin' }));
    expect(screen.queryByText('Aim at the base of the fire, not the flames.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: 'Safety pin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open Hose (visited)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Safety pin (visited)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Label' })).toBeTruthy();
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });
});
