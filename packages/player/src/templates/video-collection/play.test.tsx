import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('video-collection play', () => {
  it('plays the video the learner picks, with sound, and moves on', async () => {
    const user = userEvent.setup();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const callbacks = playCallbacks();
    const { container } = await renderExample('video-collection', 'prompt', { mode: 'play', ...callbacks });
    expect(container.querySelector('video')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play Support' }));
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/examples/media/team-support.mp4');
    expect(video.muted).toBe(false);
    expect(play).toHaveBeenCalledOnce();
    screen.getByRole('button', { name: 'Play Product' }).focus();
    await user.keyboard('{Enter}');
    expect(container.querySelector('video')!.getAttribute('src')).toBe('/examples/media/team-product.mp4');
    expect(play).toHaveBeenCalledTimes(2);
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });

  it('starts nothing in the editor', async () => {
    const user = userEvent.setup();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    await renderExample('video-collection', 'prompt', { mode: 'preview' });
    await user.click(screen.getByRole('button', { name: 'Play Sales' }));
    expect(play).not.toHaveBeenCalled();
  });
});
