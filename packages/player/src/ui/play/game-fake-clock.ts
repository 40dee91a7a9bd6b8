// For the games' play tests: the game clock on fake time. Only the clock's own parts are faked
// (setInterval and Date); setTimeout stays real because Testing Library and user-event wait on it and
// only advance fake timers of Jest's kind. Call it before
// rendering a game whose clock starts at once.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function fakeGameClock(): void {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
}

export function advanceGameClock(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
