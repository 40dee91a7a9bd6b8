import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('image play', () => {
  it('moves on with a tap anywhere on the image when the author allows it', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('image', 'prompt', { mode: 'play', ...callbacks });
    await user.click(screen.getByRole('img', { name: 'Blue circular sign showing a white hard hat' }));
    expect(callbacks.onDone).toHaveBeenCalledOnce();
    expect(callbacks.onResult).not.toHaveBeenCalled();
  });

  it('unfolds a folded caption by keyboard, ignores taps without tapAnywhere, and moves on by its button', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('image', 'prompt', {
      mode: 'play',
      ...callbacks,
      data: {
        url: 'https://images.slidewise.dev/a.jpg',
        alt: 'A sign',
        autofocus: true,
        caption: { title: 'Read me', content: '<p>The details.</p>' },
        tapAnywhere: false,
      },
    });
    const toggle = screen.getByRole('button', { name: 'Read me' });
    expect(screen.getByText('The details.').closest('[hidden]')).not.toBeNull();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('The details.').closest('[hidden]')).toBeNull();
    await user.click(screen.getByRole('img', { name: 'A sign' }));
    expect(callbacks.onDone).not.toHaveBeenCalled();
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });
});
