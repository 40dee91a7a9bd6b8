import { TOAST_ANIMATION_MS } from '@slidewise/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Toast } from './toast-state.ts';

interface ToastItemProps {
  toast: Toast;
  onDismiss(id: string): void;
  onLeft(id: string): void;
}

export function ToastItem({ toast, onDismiss, onLeft }: ToastItemProps) {
  const { t } = useTranslation();
  // Hovering or focusing a toast holds it open, so nobody loses a message while reading it.
  const [held, setHeld] = useState(false);
  const { id, status, durationMs } = toast;

  useEffect(() => {
    if (status !== 'active' || held) return;
    const timer = setTimeout(() => onDismiss(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, status, held, durationMs, onDismiss]);

  useEffect(() => {
    if (status !== 'complete') return;
    const timer = setTimeout(() => onLeft(id), TOAST_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [id, status, onLeft]);

  return (
    <li
      className={`toast toast--${toast.variant}${status === 'complete' ? ' toast--leaving' : ''}`}
      role="status"
      aria-live={toast.variant === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-status={status}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="toast__body">
        {toast.title ? <p className="toast__title">{toast.title}</p> : null}
        <p className="toast__message">{toast.message}</p>
      </div>
      <button type="button" className="toast__dismiss" aria-label={t('toasts.dismiss')} onClick={() => onDismiss(id)}>
        ×
      </button>
    </li>
  );
}
