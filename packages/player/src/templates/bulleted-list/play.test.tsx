import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('bulleted-list play', () => {
  it('lists every bullet under its title and moves on', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('bulleted-list', 'prompt', { mode: 'play', ...callbacks });
    expect(screen.getByRole('heading', { name: 'Before your video call' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Test your camera and microphone',
      'Close tabs and apps you will not need',
      'Sit facing the light, not with it behind you',
      'Have the agenda open in front of you',
    ]);
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });
});
