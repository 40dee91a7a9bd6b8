import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';
import { previewStates } from '../renderer.ts';

describe('video renderer', () => {
  it.each(previewStates)('shows the video with controls, its duration and the skip button (%s)', async (state) => {
    const { container } = await renderExample('video', state);
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/examples/media/hand-washing.mp4');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('aria-label')).toBe('Hand washing in 20 seconds');
    // The preview never starts media on its own, whatever the slide says.
    expect(video?.autoplay).toBe(false);
    expect(screen.getByText('0:48')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip video' })).toBeTruthy();
  });

  it('has no skip button unless asked', async () => {
    await renderExample('video', 'prompt', { data: { url: 'https://media.slidewise.dev/a.mp4', showSkipButton: false } });
    expect(screen.queryByRole('button', { name: 'Skip video' })).toBeNull();
  });

  it('moves on from the skip button, and plays on its own only for a learner', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const { container } = await renderExample('video', 'prompt', { mode: 'play', onDone });
    expect(container.querySelector('video')?.autoplay).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Skip video' }));
    expect(onDone).toHaveBeenCalledOnce();
  });
});
