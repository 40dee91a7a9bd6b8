import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

const captions = ['At the front desk', 'On the phone', 'On voicemail'];

describe('media-collection renderer', () => {
  it('shows the first medium, an image, and every medium to pick (prompt)', async () => {
    const { container } = await renderExample('media-collection', 'prompt');
    expect(screen.getByRole('img', { name: 'A receptionist smiling at a guest across the front desk' }).getAttribute('src')).toBe(
      '/examples/images/greeting-desk.jpg',
    );
    for (const caption of captions) expect(screen.getByRole('button', { name: new RegExp(caption) })).toBeTruthy();
    expect(screen.getByRole('button', { name: /At the front desk/ }).getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('video')).toBeNull();
  });

  it('plays the second medium, a video, mid-way (interacted)', async () => {
    const { container } = await renderExample('media-collection', 'interacted');
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/examples/media/greeting-phone.mp4');
    expect(screen.getByRole('button', { name: /On the phone/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('ends on the last medium, a sound clip (answered)', async () => {
    const { container } = await renderExample('media-collection', 'answered');
    const audio = container.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe('/examples/media/greeting-voicemail.mp3');
    expect(audio?.getAttribute('aria-label')).toBe('On voicemail');
  });

  it('switches the stage to the picked medium', async () => {
    const user = userEvent.setup();
    const { container } = await renderExample('media-collection', 'prompt');
    await user.click(screen.getByRole('button', { name: /On voicemail/ }));
    expect(container.querySelector('audio')).not.toBeNull();
    expect(screen.queryByRole('img', { name: 'A receptionist smiling at a guest across the front desk' })).toBeNull();
  });
});
