import { describe, expect, it } from 'vitest';
import {
  enqueue,
  hasUnsentFinish,
  readOutbox,
  renameAttempt,
  unsentPosition,
  unsentResults,
  unsentStart,
  writeOutbox,
  type OutboxItem,
} from './outbox.ts';

const at = '2026-11-23T10:00:00.000Z';
const result = (slideId: string, currentSlideIndex: number): OutboxItem => ({
  kind: 'result',
  attemptId: 'a1',
  slideId,
  body: { correct: true, answers: ['x'], points: 1000, answeredAt: at, currentSlideIndex },
});

describe('the lesson outbox', () => {
  it('keeps only the newest place of an attempt, at the end', () => {
    let items: OutboxItem[] = [];
    items = enqueue(items, { kind: 'position', attemptId: 'a1', currentSlideIndex: 1 });
    items = enqueue(items, result('s2', 2));
    items = enqueue(items, { kind: 'position', attemptId: 'a1', currentSlideIndex: 3 });
    expect(items.map((item) => item.kind)).toEqual(['result', 'position']);
    expect(unsentPosition(items, 'a1')).toBe(3);
    expect(unsentPosition(items, 'other')).toBeUndefined();
  });

  it('does not queue a slide’s result, a start or a finish twice', () => {
    let items: OutboxItem[] = [{ kind: 'start', lessonId: 'l1', attemptId: 'a1' }];
    items = enqueue(items, { kind: 'start', lessonId: 'l1', attemptId: 'a1' });
    items = enqueue(items, result('s1', 0));
    items = enqueue(items, result('s1', 0));
    items = enqueue(items, { kind: 'finish', attemptId: 'a1' });
    items = enqueue(items, { kind: 'finish', attemptId: 'a1' });
    expect(items.map((item) => item.kind)).toEqual(['start', 'result', 'finish']);
    expect(hasUnsentFinish(items, 'a1')).toBe(true);
  });

  it('answers what a reload needs: the unsent start, results and place', () => {
    const items = [{ kind: 'start', lessonId: 'l1', attemptId: 'a1' } as const, result('s1', 1), result('s2', 2)];
    expect(unsentStart(items, 'l1')).toBe('a1');
    expect(unsentStart(items, 'l2')).toBeUndefined();
    expect(Object.keys(unsentResults(items, 'a1'))).toEqual(['s1', 's2']);
    expect(unsentPosition(items, 'a1')).toBe(2);
  });

  it('moves every item of an attempt to the server’s attempt id', () => {
    const items = renameAttempt([result('s1', 0), { kind: 'finish', attemptId: 'b2' }], 'a1', 'server');
    expect(items.map((item) => item.attemptId)).toEqual(['server', 'b2']);
  });

  it('is kept in local storage per lesson, and a damaged store reads as empty', () => {
    writeOutbox('l1', [result('s1', 0)]);
    expect(readOutbox('l1')).toEqual([result('s1', 0)]);
    expect(readOutbox('l2')).toEqual([]);
    localStorage.setItem('slidewise.lessonOutbox.l3', '{not json');
    expect(readOutbox('l3')).toEqual([]);
    localStorage.setItem('slidewise.lessonOutbox.l4', JSON.stringify([{ kind: 'nonsense' }, { kind: 'finish', attemptId: 'a' }]));
    expect(readOutbox('l4')).toEqual([{ kind: 'finish', attemptId: 'a' }]);
    writeOutbox('l1', []);
    expect(localStorage.getItem('slidewise.lessonOutbox.l1')).toBeNull();
  });
});
