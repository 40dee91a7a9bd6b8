import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { SlideResult } from '../templates/renderer.ts';

/** The callbacks a content slide's play test watches. */
export function playCallbacks() {
  return { onDone: vi.fn<() => void>(), onResult: vi.fn<(result: SlideResult) => void>() };
}

/**
 * The learner moves on with the slide's done button (by keyboard: focused, then Enter): onDone once,
 * and nothing reported, since the lesson player records a content slide as viewed.
 */
export async function movesOnByKeyboard(user: UserEvent, buttonName: string, callbacks: ReturnType<typeof playCallbacks>) {
  const button = screen.getByRole('button', { name: buttonName });
  expect(button.hasAttribute('disabled')).toBe(false);
  button.focus();
  await user.keyboard('{Enter}');
  expect(callbacks.onDone).toHaveBeenCalledOnce();
  expect(callbacks.onResult).not.toHaveBeenCalled();
}
