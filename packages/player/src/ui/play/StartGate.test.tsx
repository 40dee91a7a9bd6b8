import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import { advanceGameClock, fakeGameClock } from './game-fake-clock.ts';

/** The ten timed games of the catalogue: each example plays under a clock. */
const timedGames = [
  'game-true-or-false',
  'game-jumble',
  'game-memory',
  'game-next-in-order',
  'elevator-game',
  'find-a-word',
  'image-word-match',
  'jeopardy',
  'left-or-right',
  'multiple-choice-game',
];

const timeLeft = () => Number(screen.getByRole('progressbar', { name: 'Time left' }).getAttribute('aria-valuenow'));

describe('the start gate of the timed games', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(timedGames)('%s: nothing of the board before Start, the clock still; Start shows it and runs the clock', async (type) => {
    fakeGameClock();
    const { container } = await renderExample(type, 'prompt', { mode: 'play' });
    const fullSeconds = timeLeft();
    expect(container.querySelector('.sw-game__board')).toBeNull();
    expect(screen.getByText(/The clock starts when you press Start/)).toBeTruthy();
    advanceGameClock(60_000);
    expect(timeLeft()).toBe(fullSeconds);

    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    const board = container.querySelector('.sw-game__board');
    expect(board?.childElementCount).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    // The focus follows into the board, so a keyboard learner starts playing where the gate was.
    await vi.waitFor(() => expect(board?.contains(document.activeElement)).toBe(true));
    advanceGameClock(2_000);
    expect(timeLeft()).toBeLessThan(fullSeconds);
  });

  it('says the time limit in words, in the lesson’s language', async () => {
    const memory = { ...catalogueTemplate('game-memory').examples[0]!.data, timer: { limit: 20_000, disabled: false } };
    await renderExample('game-memory', 'prompt', { mode: 'play', language: 'es-ES', data: memory });
    expect(screen.getByText('Tienes 20 segundos. El reloj empieza cuando pulses Empezar.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Empezar' })).toBeTruthy();
    cleanup();
    await renderExample('jeopardy', 'prompt', { mode: 'play' });
    expect(screen.getByText('You have 4 minutes. The clock starts when you press Start.')).toBeTruthy();
    cleanup();
    await renderExample('game-memory', 'prompt', { mode: 'play', data: { ...memory, timer: { limit: 90_000, disabled: false } } });
    expect(screen.getByText('You have 1 minute, 30 seconds. The clock starts when you press Start.')).toBeTruthy();
  });

  it('leaves the editor’s preview of a game without ready words as it was: the board at once', async () => {
    const { container } = await renderExample('game-memory', 'prompt');
    expect(container.querySelector('.sw-game__board')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });
});
