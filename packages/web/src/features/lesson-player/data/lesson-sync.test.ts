import type { Attempt, AttemptFinishResponse } from '@slidewise/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_FAILURE_STATUS } from '../../../api/index.ts';
import type { OutboxItem } from './outbox.ts';
import { LessonSync, RETRY_FIRST_MS, type OutboxStore, type SyncTransport } from './lesson-sync.ts';

const at = '2026-11-23T10:00:00.000Z';
const attempt = (id: string): Attempt => ({ id, lessonId: 'l1', startedAt: at, finishedAt: null, currentSlideIndex: 0, results: {} });
const finished = (id: string): AttemptFinishResponse => ({
  attempt: { ...attempt(id), finishedAt: at },
  score: 80,
  stars: 2,
  newStars: 1,
  passed: true,
  verdict: 'completed',
  best: { score: 80, stars: 2 },
  course: { score: 80, passed: true, completed: false, certificateAvailable: false },
  nextLesson: null,
  leaderboardEnabled: false,
});
const offline = () => new ApiError({ status: NETWORK_FAILURE_STATUS, code: 'network_error' });
const result = (slideId: string): OutboxItem => ({
  kind: 'result',
  attemptId: 'a1',
  slideId,
  body: { correct: true, answers: null, points: 1000, answeredAt: at },
});

function memoryStore(initial: OutboxItem[] = []): OutboxStore & { saved: OutboxItem[] } {
  const store = {
    saved: initial,
    read: () => [...store.saved],
    write: (_lessonId: string, items: readonly OutboxItem[]) => {
      store.saved = [...items];
    },
  };
  return store;
}

function transport(overrides: Partial<SyncTransport> = {}): SyncTransport & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    start: vi.fn(async (_lessonId: string, attemptId: string) => {
      calls.push(`start ${attemptId}`);
      return attempt(attemptId);
    }),
    result: vi.fn(async (attemptId: string, slideId: string) => {
      calls.push(`result ${attemptId} ${slideId}`);
      return attempt(attemptId);
    }),
    position: vi.fn(async (attemptId: string, index: number) => {
      calls.push(`position ${attemptId} ${index}`);
      return attempt(attemptId);
    }),
    finish: vi.fn(async (attemptId: string) => {
      calls.push(`finish ${attemptId}`);
      return finished(attemptId);
    }),
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sending the lesson outbox', () => {
  it('sends in order, empties the store and hands over the finish', async () => {
    const store = memoryStore();
    const api = transport();
    const onFinished = vi.fn();
    const sync = new LessonSync('l1', api, { onFinished }, store);
    await sync.add({ kind: 'start', lessonId: 'l1', attemptId: 'a1' });
    await sync.add(result('s1'));
    await sync.add({ kind: 'finish', attemptId: 'a1' });
    expect(api.calls).toEqual(['start a1', 'result a1 s1', 'finish a1']);
    expect(store.saved).toEqual([]);
    expect(onFinished).toHaveBeenCalledWith(finished('a1'));
  });

  it('keeps everything while offline, says so, and sends it all on the next try', async () => {
    vi.useFakeTimers();
    const store = memoryStore();
    let online = false;
    const api = transport({
      result: vi.fn(async (attemptId: string) => {
        if (!online) throw offline();
        return attempt(attemptId);
      }),
    });
    const waiting = vi.fn();
    const sync = new LessonSync('l1', api, { onWaitingChange: waiting }, store);
    await sync.add(result('s1'));
    await sync.add(result('s2'));
    expect(store.saved.map((item) => item.kind === 'result' && item.slideId)).toEqual(['s1', 's2']);
    expect(waiting).toHaveBeenLastCalledWith('offline', 2);

    // A reload reads what was kept.
    expect(new LessonSync('l1', api, {}, store).pending).toHaveLength(2);

    online = true;
    // Each failed try doubles the wait (two tries so far).
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS * 2);
    expect(store.saved).toEqual([]);
    expect(waiting).toHaveBeenLastCalledWith('none', 0);
    sync.dispose();
  });

  it('drops a call the server refuses for good and goes on with the next', async () => {
    const api = transport({
      result: vi.fn(async () => {
        throw new ApiError({ status: 409, code: 'attempt-finished' });
      }),
    });
    const store = memoryStore();
    const sync = new LessonSync('l1', api, {}, store);
    await sync.add(result('s1'));
    await sync.add({ kind: 'position', attemptId: 'a1', currentSlideIndex: 2 });
    expect(api.calls).toEqual(['position a1 2']);
    expect(store.saved).toEqual([]);
  });

  it('keeps calls after a server error', async () => {
    vi.useFakeTimers();
    const api = transport({
      position: vi.fn(async () => {
        throw new ApiError({ status: 503, code: 'unavailable' });
      }),
    });
    const store = memoryStore();
    const waiting = vi.fn();
    const sync = new LessonSync('l1', api, { onWaitingChange: waiting }, store);
    await sync.add({ kind: 'position', attemptId: 'a1', currentSlideIndex: 2 });
    expect(store.saved).toHaveLength(1);
    expect(waiting).toHaveBeenLastCalledWith('failed', 1);
    sync.dispose();
  });

  it('follows the server’s attempt when it already had one in progress', async () => {
    const api = transport({ start: vi.fn(async () => attempt('server-attempt')) });
    const onAttemptRenamed = vi.fn();
    const store = memoryStore([{ kind: 'start', lessonId: 'l1', attemptId: 'a1' }, result('s1')]);
    const sync = new LessonSync('l1', api, { onAttemptRenamed }, store);
    await sync.flush();
    expect(onAttemptRenamed).toHaveBeenCalledWith('a1', 'server-attempt');
    expect(api.calls).toEqual(['result server-attempt s1']);
  });

  it('reports a locked lesson and drops what was queued for that attempt', async () => {
    const locked = new ApiError({ status: 409, code: 'lesson-locked', serverMessage: 'Locked' });
    const api = transport({
      start: vi.fn(async () => {
        throw locked;
      }),
    });
    const onLocked = vi.fn();
    const store = memoryStore([{ kind: 'start', lessonId: 'l1', attemptId: 'a1' }, result('s1'), { kind: 'finish', attemptId: 'old' }]);
    const sync = new LessonSync('l1', api, { onLocked }, store);
    await sync.flush();
    expect(onLocked).toHaveBeenCalledWith(locked);
    expect(api.calls).toEqual(['finish old']);
    expect(store.saved).toEqual([]);
  });
});
