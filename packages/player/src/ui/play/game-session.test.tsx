import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlideResult } from '../../templates/renderer.ts';
import { advanceGameClock, fakeGameClock } from './game-fake-clock.ts';
import { useGameSession, type ItemOutcome } from './game-session.ts';

const timed = { timer: { limit: 20000, disabled: false } };
const right: ItemOutcome = { correct: true, points: 1000 };
const wrong: ItemOutcome = { correct: false, points: 0 };

interface Props {
  mode: 'play' | 'preview';
  outcomes: ItemOutcome[];
  data?: Record<string, unknown>;
  readyText?: string;
}

function session(initial: Props) {
  const onResult = vi.fn<(result: SlideResult) => void>();
  const hook = renderHook(
    ({ mode, outcomes, data = timed, readyText }: Props) =>
      useGameSession({
        mode,
        state: 'prompt',
        data,
        itemCount: 2,
        outcomes,
        answers: outcomes.map((outcome) => outcome.correct),
        onResult,
        readyText,
      }),
    { initialProps: initial },
  );
  const start = () => act(() => hook.result.current.start());
  return { ...hook, onResult, start };
}

describe('useGameSession', () => {
  beforeEach(() => {
    fakeGameClock();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends when every item is answered and reports once, however often it draws again', () => {
    const { result, rerender, onResult } = session({ mode: 'play', outcomes: [right] });
    expect(result.current.finished).toBe(false);
    rerender({ mode: 'play', outcomes: [right, wrong] });
    rerender({ mode: 'play', outcomes: [right, wrong] });
    advanceGameClock(30_000);
    expect(result.current.finished).toBe(true);
    expect(result.current.timedOut).toBe(false);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers: [true, false], points: 1000 });
  });

  it('counts down and ends on timeout, with what was answered', () => {
    const { result, onResult, start } = session({ mode: 'play', outcomes: [right] });
    start();
    advanceGameClock(5_000);
    expect(result.current.remainingMs).toBe(15_000);
    advanceGameClock(15_000);
    expect(result.current.timedOut).toBe(true);
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers: [true], points: 1000 });
  });

  it('holds a timed game behind its start gate, the clock still, until the learner starts it', () => {
    const { result, start } = session({ mode: 'play', outcomes: [] });
    expect(result.current.started).toBe(false);
    advanceGameClock(60_000);
    expect(result.current.remainingMs).toBe(20_000);
    start();
    expect(result.current.started).toBe(true);
    advanceGameClock(1_000);
    expect(result.current.remainingMs).toBe(19_000);
  });

  it('gates an untimed game only when it has its own ready words', () => {
    const untimed = { timer: { limit: 20000, disabled: true } };
    expect(session({ mode: 'play', outcomes: [], data: untimed }).result.current.started).toBe(true);
    expect(session({ mode: 'play', outcomes: [], data: untimed, readyText: 'Ready?' }).result.current.started).toBe(false);
  });

  it('in the preview, gates only the prompt picture of a game with ready words', () => {
    expect(session({ mode: 'preview', outcomes: [] }).result.current.started).toBe(true);
    expect(session({ mode: 'preview', outcomes: [], readyText: 'Ready?' }).result.current.started).toBe(false);
  });

  it('never ends on time with the timer disabled or a limit of -1', () => {
    for (const timer of [
      { limit: 20000, disabled: true },
      { limit: -1, disabled: false },
    ]) {
      const { result, onResult, unmount } = session({ mode: 'play', outcomes: [], data: { timer } });
      advanceGameClock(120_000);
      expect(result.current.finished).toBe(false);
      expect(onResult).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('in the preview nothing counts down and nothing is reported', () => {
    const { result, rerender, onResult } = session({ mode: 'preview', outcomes: [] });
    advanceGameClock(60_000);
    expect(result.current.remainingMs).toBe(20_000);
    rerender({ mode: 'preview', outcomes: [right, right] });
    expect(result.current.finished).toBe(false);
    expect(onResult).not.toHaveBeenCalled();
  });
});
