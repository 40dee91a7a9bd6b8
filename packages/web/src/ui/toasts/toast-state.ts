import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, type TOAST_POSITIONS } from '@slidewise/core';

export type ToastPosition = (typeof TOAST_POSITIONS)[number];
export type ToastVariant = 'info' | 'success' | 'warning' | 'error';
// spec §4: a toast is active until it is removed, then complete (it stays only for its leave animation).
export type ToastStatus = 'active' | 'complete';

export interface Toast {
  id: string;
  message: string;
  title?: string;
  variant: ToastVariant;
  position: ToastPosition;
  durationMs: number;
  status: ToastStatus;
}

export type ToastChanges = Partial<Pick<Toast, 'message' | 'title' | 'variant' | 'durationMs'>>;

export type ToastAction =
  | { type: 'add'; toast: Omit<Toast, 'status'> }
  | { type: 'update'; id: string; changes: ToastChanges }
  | { type: 'remove'; id: string }
  | { type: 'purge'; id: string };

export const initialToasts: readonly Toast[] = [];

export function toastReducer(toasts: readonly Toast[], action: ToastAction): readonly Toast[] {
  switch (action.type) {
    case 'add':
      // spec §4: adding a toast whose id already exists is ignored.
      if (toasts.some((toast) => toast.id === action.toast.id)) return toasts;
      return [...toasts, { ...action.toast, status: 'active' }];
    case 'update':
      if (!toasts.some((toast) => toast.id === action.id && toast.status === 'active')) return toasts;
      return toasts.map((toast) => (toast.id === action.id ? { ...toast, ...action.changes } : toast));
    case 'remove': {
      const target = toasts.find((toast) => toast.id === action.id);
      if (!target || target.status === 'complete') return toasts;
      // A queued toast was never on screen, so it has no leave animation to play.
      if (!isVisible(toasts, target)) return toasts.filter((toast) => toast.id !== action.id);
      return toasts.map((toast) => (toast.id === action.id ? { ...toast, status: 'complete' } : toast));
    }
    case 'purge':
      return toasts.some((toast) => toast.id === action.id && toast.status === 'complete')
        ? toasts.filter((toast) => toast.id !== action.id)
        : toasts;
  }
}

/**
 * Toasts on screen: spec §9 allows at most 5. Leaving toasts keep their slot until their animation ends,
 * the oldest active ones fill the rest, and the others wait their turn.
 */
export function visibleToasts(toasts: readonly Toast[]): Toast[] {
  return toasts.filter((toast) => isVisible(toasts, toast));
}

export function queuedToasts(toasts: readonly Toast[]): Toast[] {
  return toasts.filter((toast) => !isVisible(toasts, toast));
}

function isVisible(toasts: readonly Toast[], target: Toast): boolean {
  if (target.status === 'complete') return true;
  const leavingCount = toasts.filter((toast) => toast.status === 'complete').length;
  const activeIds = toasts.filter((toast) => toast.status === 'active').map((toast) => toast.id);
  return activeIds.indexOf(target.id) < TOAST_MAX_VISIBLE - leavingCount;
}

export interface ToastInput {
  id?: string;
  message: string;
  title?: string;
  variant?: ToastVariant;
  position?: ToastPosition;
  durationMs?: number;
}

export function toastFromInput(input: ToastInput, defaultPosition: ToastPosition, makeId: () => string): Omit<Toast, 'status'> {
  return {
    id: input.id ?? makeId(),
    message: input.message,
    ...(input.title === undefined ? {} : { title: input.title }),
    variant: input.variant ?? 'info',
    position: input.position ?? defaultPosition,
    durationMs: input.durationMs ?? TOAST_DURATION_MS,
  };
}
