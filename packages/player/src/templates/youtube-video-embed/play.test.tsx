import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

const youtube = 'https://www.youtube-nocookie.com';

function playerSays(origin: string, message: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data: JSON.stringify(message) }));
  });
}

describe('youtube-video-embed play', () => {
  it('plays the clip between its start and end times and moves on once when it ends', async () => {
    const onDone = vi.fn();
    const onResult = vi.fn();
    await renderExample('youtube-video-embed', 'prompt', { mode: 'play', onDone, onResult });
    const src = new URL(screen.getByTitle('YouTube video arj7oStGLkU').getAttribute('src') ?? '');
    expect(src.pathname).toBe('/embed/arj7oStGLkU');
    expect(src.searchParams.get('start')).toBe('95');
    expect(src.searchParams.get('end')).toBe('180');
    expect(src.searchParams.get('enablejsapi')).toBe('1');
    expect(src.searchParams.get('origin')).toBe(window.location.origin);
    expect(src.searchParams.has('autoplay')).toBe(false);
    // Another page's message, or a pause, is not the end.
    playerSays('https://evil.example', { event: 'onStateChange', info: 0 });
    playerSays(youtube, { event: 'onStateChange', info: 2 });
    expect(onDone).not.toHaveBeenCalled();
    playerSays(youtube, { event: 'onStateChange', info: 0 });
    playerSays(youtube, { event: 'infoDelivery', info: { playerState: 0 } });
    expect(onDone).toHaveBeenCalledOnce();
    // A content slide reports nothing: the lesson player records it as viewed.
    expect(onResult).not.toHaveBeenCalled();
  });

  it('autoplays muted when asked, offers skip, and stays put at the end without auto-progress', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    await renderExample('youtube-video-embed', 'prompt', {
      mode: 'play',
      onDone,
      data: { videoId: 'abc', autoplay: true, autoProgress: false, showSkipButton: true, startTime: 0, endTime: 0 },
    });
    const src = new URL(screen.getByTitle('YouTube video abc').getAttribute('src') ?? '');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('mute')).toBe('1');
    expect(src.searchParams.has('start')).toBe(false);
    playerSays(youtube, { event: 'onStateChange', info: 0 });
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Skip video' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('never autoplays nor listens in the editor', async () => {
    const onDone = vi.fn();
    await renderExample('youtube-video-embed', 'prompt', {
      mode: 'preview',
      onDone,
      data: { videoId: 'abc', autoplay: true, autoProgress: true },
    });
    const src = new URL(screen.getByTitle('YouTube video abc').getAttribute('src') ?? '');
    expect(src.searchParams.has('autoplay')).toBe(false);
    expect(src.searchParams.has('enablejsapi')).toBe(false);
    playerSays(youtube, { event: 'onStateChange', info: 0 });
    expect(onDone).not.toHaveBeenCalled();
  });
});
