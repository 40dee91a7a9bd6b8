import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('image-gallery play', () => {
  it('steps through the images by buttons and swipes, and moves on', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    const { container } = await renderExample('image-gallery', 'prompt', { mode: 'play', ...callbacks });
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous image' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'A row of self-service tills on the left-hand wall' })).toBeTruthy();
    // A swipe to the left shows the next image.
    const figure = container.querySelector('figure')!;
    fireEvent.pointerDown(figure, { clientX: 200 });
    fireEvent.pointerUp(figure, { clientX: 100 });
    expect(screen.getByText('Click and collect at the back')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next image' }).hasAttribute('disabled')).toBe(true);
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });
});
