import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import { addStylesheets } from '../../test/stylesheet.ts';

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

  it('keeps a picture that cannot load inside its circle: the speaker’s initials, no placeholder text', async () => {
    const removeStyles = addStylesheets('ui/player.css', 'templates/speech-bubble/speech-bubble.css');
    try {
      const data = {
        ...catalogueTemplate('speech-bubble').examples[0]!.data,
        avatar: 'https://media.invalid/maria.jpg',
        avatarStyle: 'Circle',
      };
      const { container } = await renderExample('speech-bubble', 'prompt', { mode: 'play', data });
      fireEvent.error(container.querySelector('img.sw-speech__avatar')!);
      const avatar = container.querySelector<HTMLElement>('.sw-speech__avatar')!;
      expect(avatar.textContent).toBe('M');
      expect(screen.queryByText('Image not available')).toBeNull();
      const style = getComputedStyle(avatar);
      expect([style.width, style.height, style.overflow, style.whiteSpace]).toEqual(['56px', '56px', 'hidden', 'nowrap']);
      expect(style.borderRadius).toBe('50%');
    } finally {
      removeStyles();
    }
  });
});
