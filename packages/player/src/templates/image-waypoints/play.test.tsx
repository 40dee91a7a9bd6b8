import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('image-waypoints play', () => {
  it('opens the stops in order only, each from the one before, and moves on', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('image-waypoints', 'prompt', { mode: 'play', ...callbacks });
    expect(screen.getByRole('button', { name: 'Open Assembly point' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Open Leave your desk' }));
    expect(screen.getByText('Stop 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next stop' }));
    expect(screen.getByRole('heading', { name: 'Stairs, not the lift' })).toBeTruthy();
    screen.getByRole('button', { name: 'Next stop' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Stop 3 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next stop' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open Leave your desk (visited)' }).hasAttribute('disabled')).toBe(false);
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });
});
