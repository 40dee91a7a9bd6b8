import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';
import { previewStates } from '../renderer.ts';

describe('youtube-video-embed renderer', () => {
  it.each(previewStates)('embeds the video between its start and end times, with a title (%s)', async (state) => {
    await renderExample('youtube-video-embed', state);
    const frame = screen.getByTitle('YouTube video arj7oStGLkU');
    const src = new URL(frame.getAttribute('src')!);
    expect(src.origin + src.pathname).toBe('https://www.youtube-nocookie.com/embed/arj7oStGLkU');
    expect(src.searchParams.get('start')).toBe('95');
    expect(src.searchParams.get('end')).toBe('180');
    expect(src.searchParams.get('autoplay')).toBeNull();
    expect(screen.getByText('1:35 – 3:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('shows a placeholder until there is a video id, and escapes the id', async () => {
    await renderExample('youtube-video-embed', 'prompt', { data: { videoId: '' } });
    expect(screen.getByRole('img', { name: 'Video not available' })).toBeTruthy();
  });

  it('autoplays (muted) only for a learner', async () => {
    await renderExample('youtube-video-embed', 'prompt', { mode: 'play', data: { videoId: 'a/b?c', autoplay: true } });
    const src = screen.getByTitle('YouTube video a/b?c').getAttribute('src')!;
    expect(src).toContain('/embed/a%2Fb%3Fc?');
    expect(new URL(src).searchParams.get('autoplay')).toBe('1');
    expect(new URL(src).searchParams.get('mute')).toBe('1');
  });
});
