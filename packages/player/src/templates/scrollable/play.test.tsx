import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('scrollable play', () => {
  it('shows the whole long body under its title and moves on', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('scrollable', 'prompt', { mode: 'play', ...callbacks });
    expect(screen.getByRole('heading', { level: 2, name: 'Our data protection policy in brief' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Why it matters' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });
});
