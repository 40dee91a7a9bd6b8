import { EMBED_READY_TIMEOUT_MS } from '@slidewise/core';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

const vimeo = 'https://player.vimeo.com';

function playerSays(origin: string, message: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data: JSON.stringify(message) }));
  });
}

describe('vimeo-video-embed play', () => {
  it('asks the player for its end when it is ready and moves on once when the video ends', async () => {
    const onDone = vi.fn();
    const onResult = vi.fn();
    await renderExample('vimeo-video-embed', 'prompt', { mode: 'play', onDone, onResult });
    const frame = screen.getByTitle('Vimeo video 76979871') as HTMLIFrameElement;
    expect(new URL(frame.src).searchParams.has('autoplay')).toBe(false);
    const posted = vi.fn();
    // happy-dom loads no frame pages, so the frame's window is stood in for to see what is posted to it.
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: posted } });
    playerSays(vimeo, { event: 'ready' });
    expect(posted).toHaveBeenCalledWith(JSON.stringify({ method: 'addEventListener', value: 'ended' }), vimeo);
    playerSays('https://www.youtube.com', { event: 'ended' });
    expect(onDone).not.toHaveBeenCalled();
    playerSays(vimeo, { event: 'ended' });
    playerSays(vimeo, { event: 'ended' });
    expect(onDone).toHaveBeenCalledOnce();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('stays on the slide at the end without auto-progress, and autoplays muted when asked', async () => {
    const onDone = vi.fn();
    await renderExample('vimeo-video-embed', 'prompt', {
      mode: 'play',
      onDone,
      data: { videoId: '42', autoplay: true, autoProgress: false, showSkipButton: false },
    });
    const src = new URL(screen.getByTitle('Vimeo video 42').getAttribute('src') ?? '');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('muted')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Skip video' })).toBeNull();
    playerSays(vimeo, { event: 'ended' });
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('vimeo-video-embed that cannot load', () => {
  it('says so when the player never gets ready, with a retry that loads a new player, and clears when it comes to life', async () => {
    // Fake timers that still pass with real time, so the renderer's lazy load is awaited as usual.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderExample('vimeo-video-embed', 'prompt', { mode: 'play' });
      const first = screen.getByTitle('Vimeo video 76979871');
      act(() => {
        vi.advanceTimersByTime(EMBED_READY_TIMEOUT_MS - 1000);
      });
      expect(screen.queryByRole('alert')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(screen.getByRole('alert').textContent).toContain('This video could not be loaded');
      act(() => {
        screen.getByRole('button', { name: 'Try again' }).click();
      });
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByTitle('Vimeo video 76979871')).not.toBe(first);
      act(() => {
        vi.advanceTimersByTime(EMBED_READY_TIMEOUT_MS);
      });
      expect(screen.getByRole('alert')).toBeTruthy();
      // A slow player that says it is ready after all takes the message away.
      playerSays(vimeo, { event: 'ready' });
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never watches the player in the editor', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderExample('vimeo-video-embed', 'prompt', { mode: 'preview' });
      act(() => {
        vi.advanceTimersByTime(EMBED_READY_TIMEOUT_MS * 2);
      });
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
