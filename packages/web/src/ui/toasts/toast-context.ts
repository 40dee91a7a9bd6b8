import { createContext, useContext } from 'react';
import type { ToastChanges, ToastInput } from './toast-state.ts';

export interface ToastApi {
  /** Shows a toast and returns its id; an id that is already shown is ignored. */
  add(input: ToastInput): string;
  update(id: string, changes: ToastChanges): void;
  remove(id: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  // spec §8: using the toast hook outside its provider is a developer error.
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.');
  return api;
}
