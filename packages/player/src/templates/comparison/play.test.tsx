import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('comparison play', () => {
  it('sets the two items side by side with their pictures named, and moves on', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('comparison', 'prompt', { mode: 'play', ...callbacks });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Open', 'Closed']);
    expect(screen.getByRole('img', { name: 'An advisor listening to a customer who is explaining at length' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'An advisor ticking a box as a customer nods' })).toBeTruthy();
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });
});
