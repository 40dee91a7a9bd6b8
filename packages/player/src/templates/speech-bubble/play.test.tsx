import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('speech-bubble play', () => {
  it('shows the quote with its speaker on the chosen side and moves on', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    const { container } = await renderExample('speech-bubble', 'prompt', { mode: 'play', ...callbacks });
    const quote = screen.getByText('I waited twenty minutes and nobody even said hello. I just want someone to listen.');
    expect(quote.closest('blockquote')).not.toBeNull();
    expect(screen.getByText('Maria, a regular customer')).toBeTruthy();
    expect(container.querySelector('.sw-speech--left.sw-speech--light')).not.toBeNull();
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });
});
