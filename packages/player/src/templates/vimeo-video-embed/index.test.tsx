import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';
import { previewStates } from '../renderer.ts';

describe('vimeo-video-embed renderer', () => {
  it.each(previewStates)('embeds the Vimeo player for the video id, with a title (%s)', async (state) => {
    await renderExample('vimeo-video-embed', state);
    const frame = screen.getByTitle('Vimeo video 76979871');
    const src = new URL(frame.getAttribute('src')!);
    expect(src.origin + src.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect(src.searchParams.get('autoplay')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip video' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('offers the skip button when asked', async () => {
    await renderExample('vimeo-video-embed', 'prompt', { data: { videoId: '1', showSkipButton: true } });
    expect(screen.getByRole('button', { name: 'Skip video' })).toBeTruthy();
  });
});
