import { TOAST_DEFAULT_POSITION } from '@slidewise/core';
import { useCallback, useMemo, useReducer, type ReactNode } from 'react';
import { ToastContext, type ToastApi } from './toast-context.ts';
import { initialToasts, toastFromInput, toastReducer, visibleToasts, type ToastPosition } from './toast-state.ts';
import { ToastViewport } from './ToastViewport.tsx';

interface ToastProviderProps {
  children: ReactNode;
  /** Where toasts appear unless a toast asks for another place; spec §9 default bottom-right. */
  position?: ToastPosition;
}

export function ToastProvider({ children, position = TOAST_DEFAULT_POSITION }: ToastProviderProps) {
  const [toasts, dispatch] = useReducer(toastReducer, initialToasts);

  const api = useMemo<ToastApi>(
    () => ({
      add(input) {
        const toast = toastFromInput(input, position, () => crypto.randomUUID());
        dispatch({ type: 'add', toast });
        return toast.id;
      },
      update: (id, changes) => dispatch({ type: 'update', id, changes }),
      remove: (id) => dispatch({ type: 'remove', id }),
    }),
    [position],
  );

  const purge = useCallback((id: string) => dispatch({ type: 'purge', id }), []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={visibleToasts(toasts)} onDismiss={api.remove} onLeft={purge} />
    </ToastContext.Provider>
  );
}
