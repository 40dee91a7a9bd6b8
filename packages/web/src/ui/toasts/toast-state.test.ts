import { TOAST_DEFAULT_POSITION, TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { initialToasts, queuedToasts, toastFromInput, toastReducer, visibleToasts, type Toast, type ToastAction } from './toast-state.ts';

function add(id: string, message = `message ${id}`): ToastAction {
  return { type: 'add', toast: toastFromInput({ id, message }, TOAST_DEFAULT_POSITION, () => 'unused') };
}

function apply(actions: ToastAction[], start: readonly Toast[] = initialToasts): readonly Toast[] {
  return actions.reduce(toastReducer, start);
}

describe('toastReducer', () => {
  it('adds a toast as active with the spec defaults', () => {
    const [toast] = apply([add('a')]);
    expect(toast).toEqual({
      id: 'a',
      message: 'message a',
      variant: 'info',
      position: 'bottom-right',
      durationMs: TOAST_DURATION_MS,
      status: 'active',
    });
  });

  it('ignores a toast whose id already exists', () => {
    const toasts = apply([add('a', 'first'), add('a', 'second')]);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.message).toBe('first');
  });

  it('shows at most five toasts and queues the rest in order', () => {
    const toasts = apply(['1', '2', '3', '4', '5', '6', '7'].map((id) => add(id)));
    expect(TOAST_MAX_VISIBLE).toBe(5);
    expect(visibleToasts(toasts).map((toast) => toast.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(queuedToasts(toasts).map((toast) => toast.id)).toEqual(['6', '7']);
  });

  it('updates the message of an active toast and leaves others alone', () => {
    const toasts = apply([add('a'), add('b'), { type: 'update', id: 'a', changes: { message: 'saved', variant: 'success' } }]);
    expect(toasts[0]).toMatchObject({ id: 'a', message: 'saved', variant: 'success' });
    expect(toasts[1]?.message).toBe('message b');
  });

  it('ignores an update for an unknown id', () => {
    const before = apply([add('a')]);
    expect(toastReducer(before, { type: 'update', id: 'zzz', changes: { message: 'x' } })).toBe(before);
  });

  it('marks a removed visible toast complete, keeps its slot while it leaves, then purges it', () => {
    const six = apply(['1', '2', '3', '4', '5', '6'].map((id) => add(id)));
    const removed = toastReducer(six, { type: 'remove', id: '2' });
    expect(removed.find((toast) => toast.id === '2')?.status).toBe('complete');
    // The leaving toast still occupies one of the five slots, so the sixth waits for the animation to end.
    expect(visibleToasts(removed)).toHaveLength(5);
    expect(queuedToasts(removed).map((toast) => toast.id)).toEqual(['6']);

    const purged = toastReducer(removed, { type: 'purge', id: '2' });
    expect(purged.map((toast) => toast.id)).toEqual(['1', '3', '4', '5', '6']);
    expect(queuedToasts(purged)).toEqual([]);
  });

  it('drops a removed queued toast at once, since it never appeared', () => {
    const six = apply(['1', '2', '3', '4', '5', '6'].map((id) => add(id)));
    const removed = toastReducer(six, { type: 'remove', id: '6' });
    expect(removed.map((toast) => toast.id)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('does not purge an active toast', () => {
    const before = apply([add('a')]);
    expect(toastReducer(before, { type: 'purge', id: 'a' })).toBe(before);
  });

  it('generates an id when none is given and honours a chosen position', () => {
    const toast = toastFromInput({ message: 'hi', position: 'top-center', durationMs: 10 }, 'bottom-right', () => 'generated');
    expect(toast).toMatchObject({ id: 'generated', position: 'top-center', durationMs: 10 });
  });
});
