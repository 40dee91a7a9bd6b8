import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('reveal play', () => {
  it('turns each card over by keyboard or tap, dims the others while one is open, and moves on', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    const { container } = await renderExample('reveal', 'prompt', { mode: 'play', ...callbacks });
    const card = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
    expect(card('Coaching').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/Helps someone grow/)).toBeNull();
    card('Coaching').focus();
    await user.keyboard('{Enter}');
    expect(card('Coaching').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/Helps someone grow/)).toBeTruthy();
    // focus: the cards not open are dimmed.
    expect(container.querySelectorAll('.sw-reveal__card--dimmed')).toHaveLength(2);
    await user.click(card('Coaching'));
    expect(screen.queryByText(/Helps someone grow/)).toBeNull();
    await user.click(card('Evaluation'));
    expect(screen.getByText(/Says where someone stands/)).toBeTruthy();
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });
});
