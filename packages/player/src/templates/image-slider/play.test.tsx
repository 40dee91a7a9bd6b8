import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('image-slider play', () => {
  it('moves through the vertical series with the arrows, and moves on', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    const { container } = await renderExample('image-slider', 'prompt', { mode: 'play', ...callbacks });
    const viewport = container.querySelector('.sw-image-slider__viewport')!;
    expect(viewport.getAttribute('tabindex')).toBe('0');
    expect(viewport.getAttribute('aria-label')).toBe('Image 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous image' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(viewport.getAttribute('aria-label')).toBe('Image 2 of 3');
    screen.getByRole('button', { name: 'Next image' }).focus();
    await user.keyboard('{Enter}');
    expect(viewport.getAttribute('aria-label')).toBe('Image 3 of 3');
    expect(screen.getByRole('button', { name: 'Next image' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Roasting brings out the flavour in about 12 minutes.')).toBeTruthy();
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });
});
