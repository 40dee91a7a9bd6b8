import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Presses the Start button of a timed game's start gate (in English or Spanish), as a learner must first. */
export async function startGame(): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: /^(Start|Empezar)$/ }));
}
