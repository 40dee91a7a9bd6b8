import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';
import { previewStates } from '../renderer.ts';

describe('speech-bubble renderer', () => {
  it.each(previewStates)('shows the quote, its author and avatar in the chosen styles (%s)', async (state) => {
    const { container } = await renderExample('speech-bubble', state);
    expect(
      screen.getByText('I waited twenty minutes and nobody even said hello. I just want someone to listen.').closest('blockquote'),
    ).not.toBeNull();
    expect(screen.getByText('Maria, a regular customer')).toBeTruthy();
    const avatar = container.querySelector('img.sw-speech__avatar');
    expect(avatar?.getAttribute('src')).toBe('/examples/images/customer-maria.jpg');
    expect(avatar?.classList.contains('sw-speech__avatar--circle')).toBe(true);
    expect(container.querySelector('.sw-speech--left.sw-speech--light')).not.toBeNull();
  });

  it('puts the speaker on the right in a dark bubble when asked', async () => {
    const { container } = await renderExample('speech-bubble', 'prompt', {
      data: { title: 'Hola', direction: 'Right', bubbleStyle: 'Dark', avatarStyle: 'Square' },
    });
    expect(container.querySelector('.sw-speech--right.sw-speech--dark')).not.toBeNull();
    expect(container.querySelector('.sw-speech__avatar')).toBeNull();
  });
});
