import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('scrolling-media play', () => {
  it('stacks the blocks, opens an image full screen and back with Escape, and moves on', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    const { container } = await renderExample('scrolling-media', 'prompt', { mode: 'play', ...callbacks });
    expect(screen.getByRole('heading', { name: '07:00 handover' })).toBeTruthy();
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/examples/media/medication-round.mp4');
    await user.click(screen.getByRole('button', { name: "Two nurses reading a patient chart together at the nurses' station" }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });
});
