import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';

describe('video play', () => {
  it('starts on its own (muted) for a learner and skips on request, reporting nothing', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const onResult = vi.fn();
    const { container } = await renderExample('video', 'prompt', { mode: 'play', onDone, onResult });
    const video = container.querySelector('video')!;
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    // The example has no auto-progress: the end of the video leaves the learner on the slide.
    fireEvent.ended(video);
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Skip video' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('moves on when the video ends with auto-progress, only for a learner', async () => {
    const data = { url: 'https://media.slidewise.dev/a.mp4', autoplay: false, autoprogress: true, showSkipButton: false };
    const onDone = vi.fn();
    const { container, unmount } = await renderExample('video', 'prompt', { mode: 'play', onDone, data });
    expect(container.querySelector('video')!.autoplay).toBe(false);
    fireEvent.ended(container.querySelector('video')!);
    expect(onDone).toHaveBeenCalledOnce();
    unmount();

    const editorDone = vi.fn();
    const preview = await renderExample('video', 'prompt', { mode: 'preview', onDone: editorDone, data: { ...data, autoplay: true } });
    expect(preview.container.querySelector('video')!.autoplay).toBe(false);
    fireEvent.ended(preview.container.querySelector('video')!);
    expect(editorDone).not.toHaveBeenCalled();
  });
});

describe('a video that cannot load', () => {
  it('says so in the player’s place with a retry that loads it again, and the learner can still go on', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const { container } = await renderExample('video', 'prompt', { mode: 'play', onDone });
    fireEvent.error(container.querySelector('video')!);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('This video could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const again = container.querySelector('video');
    expect(again?.getAttribute('src')).toBe(catalogueTemplate('video').examples[0]!.data.url);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.error(again!);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('speaks the lesson’s language', async () => {
    const { container } = await renderExample('video', 'prompt', { mode: 'play', language: 'es-ES' });
    fireEvent.error(container.querySelector('video')!);
    expect(screen.getByRole('alert').textContent).toContain('No se ha podido cargar este vídeo');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
