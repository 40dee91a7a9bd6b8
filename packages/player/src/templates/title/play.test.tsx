import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('title play', () => {
  it('shows the title and subtitle and starts the lesson from the author’s button', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('title', 'prompt', { mode: 'play', ...callbacks });
    expect(screen.getByRole('heading', { name: 'Handling customer complaints' })).toBeTruthy();
    expect(screen.getByText('Five minutes to turn an unhappy customer into a loyal one.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await movesOnByKeyboard(user, "Let's begin", callbacks);
  });
});
