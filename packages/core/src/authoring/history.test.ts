import { describe, expect, it } from 'vitest';
import { UNDO_HISTORY_LIMIT } from '../constants.ts';
import { emptyHistory, recordStep, stepRedone, stepUndone, type HistoryStep } from './history.ts';

function step(value: string, editKey?: string, op: 'replace' | 'add' = 'replace'): HistoryStep {
  return {
    redo: [{ op, path: [0, 'data', 'title'], value }],
    undo: [{ op: op === 'add' ? 'remove' : 'replace', path: [0, 'data', 'title'], ...(op === 'add' ? {} : { value: 'before' }) }],
    slideIndexBefore: 0,
    slideIndexAfter: 0,
    ...(editKey === undefined ? {} : { editKey }),
  };
}

describe('recordStep', () => {
  it('keeps at most UNDO_HISTORY_LIMIT steps, dropping the oldest', () => {
    let history = emptyHistory;
    for (let index = 0; index < UNDO_HISTORY_LIMIT + 5; index++) history = recordStep(history, step(`v${index}`), false);
    expect(history.past).toHaveLength(UNDO_HISTORY_LIMIT);
    expect(history.past[0]?.redo[0]?.value).toBe('v5');
    expect(history.past.at(-1)?.redo[0]?.value).toBe(`v${UNDO_HISTORY_LIMIT + 4}`);
  });

  it('drops the redo future when a new step is recorded', () => {
    const undone = stepUndone(recordStep(emptyHistory, step('a'), false));
    expect(undone.future).toHaveLength(1);
    expect(recordStep(undone, step('b'), false).future).toHaveLength(0);
  });

  it('joins a continuing edit of the same value into one step keeping the first undo and the last value', () => {
    let history = recordStep(emptyHistory, step('H', 'title'), false);
    history = recordStep(history, step('He', 'title'), true);
    history = recordStep(history, step('Hey', 'title'), true);
    expect(history.past).toHaveLength(1);
    expect(history.past[0]?.redo).toEqual([{ op: 'replace', path: [0, 'data', 'title'], value: 'Hey' }]);
    expect(history.past[0]?.undo).toEqual([{ op: 'replace', path: [0, 'data', 'title'], value: 'before' }]);
  });

  it('keeps the first add when typing starts a new key, so undo still removes it', () => {
    let history = recordStep(emptyHistory, step('H', 'title', 'add'), false);
    history = recordStep(history, step('Hi', 'title'), true);
    expect(history.past[0]?.redo).toEqual([{ op: 'add', path: [0, 'data', 'title'], value: 'Hi' }]);
    expect(history.past[0]?.undo[0]?.op).toBe('remove');
  });

  it('does not join without continues, with another key, or after an undo', () => {
    const first = recordStep(emptyHistory, step('a', 'title'), false);
    expect(recordStep(first, step('b', 'title'), false).past).toHaveLength(2);
    expect(recordStep(first, step('b', 'other'), true).past).toHaveLength(2);
    const second = recordStep(first, step('b', 'title'), false);
    const afterUndo = stepUndone(second);
    expect(recordStep(afterUndo, step('c', 'title'), true).past).toHaveLength(2);
  });

  it('joins steps of other shapes by chaining their patches', () => {
    const first: HistoryStep = { ...step('a', 'k'), redo: [{ op: 'add', path: ['x'], value: {} }], undo: [{ op: 'remove', path: ['x'] }] };
    const second: HistoryStep = { ...step('b', 'k'), redo: [{ op: 'add', path: ['y'], value: 1 }], undo: [{ op: 'remove', path: ['y'] }] };
    const joined = recordStep(recordStep(emptyHistory, first, false), second, true).past[0];
    expect(joined?.redo.map((patch) => patch.path[0])).toEqual(['x', 'y']);
    expect(joined?.undo.map((patch) => patch.path[0])).toEqual(['y', 'x']);
  });
});

describe('stepUndone and stepRedone', () => {
  it('move the last step between past and future and leave empty stacks alone', () => {
    const history = recordStep(recordStep(emptyHistory, step('a'), false), step('b'), false);
    const undone = stepUndone(history);
    expect(undone.past).toHaveLength(1);
    expect(undone.future.at(-1)?.redo[0]?.value).toBe('b');
    expect(stepRedone(undone)).toEqual(history);
    expect(stepUndone(emptyHistory)).toBe(emptyHistory);
    expect(stepRedone(emptyHistory)).toBe(emptyHistory);
  });
});
