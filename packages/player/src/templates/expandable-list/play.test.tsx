import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('expandable-list play', () => {
  it('opens and closes each item’s details by keyboard and tap, and moves on', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('expandable-list', 'prompt', { mode: 'play', ...callbacks });
    const toggle = screen.getByRole('button', { name: 'Can I carry days over?' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    expect(panel.hidden).toBe(true);
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toBe('Up to 5 unused days, to be taken before the end of March.');
    await user.click(screen.getByRole('button', { name: 'How many days do I get?' }));
    // Opening another item leaves the first open: learners compare answers.
    expect(panel.hidden).toBe(false);
    await user.click(toggle);
    expect(panel.hidden).toBe(true);
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });
});
