import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('media-collection play', () => {
  it('shows each medium the learner picks (image, video, sound) and moves on', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    const { container } = await renderExample('media-collection', 'prompt', { mode: 'play', ...callbacks });
    expect(screen.getByRole('img', { name: 'A receptionist smiling at a guest across the front desk' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /On the phone/ }));
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/examples/media/greeting-phone.mp4');
    expect(screen.getByRole('button', { name: /On the phone/ }).getAttribute('aria-pressed')).toBe('true');
    screen.getByRole('button', { name: /On voicemail/ }).focus();
    await user.keyboard('{Enter}');
    expect(container.querySelector('audio')?.getAttribute('aria-label')).toBe('On voicemail');
    expect(container.querySelector('video')).toBeNull();
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });
});
