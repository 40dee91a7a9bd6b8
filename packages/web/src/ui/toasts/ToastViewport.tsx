import { TOAST_ANIMATION_MS, TOAST_POSITIONS, TOAST_WIDTH, TOAST_Z_INDEX } from '@slidewise/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastItem } from './ToastItem.tsx';
import type { Toast } from './toast-state.ts';
import './toasts.css';

interface ToastViewportProps {
  toasts: Toast[];
  onDismiss(id: string): void;
  onLeft(id: string): void;
}

// The spec's numbers reach the stylesheet as custom properties so they live in core only.
const viewportStyle = {
  '--toast-z-index': TOAST_Z_INDEX,
  '--toast-width': TOAST_WIDTH,
  '--toast-animation-duration': `${TOAST_ANIMATION_MS}ms`,
} as CSSProperties;

export function ToastViewport({ toasts, onDismiss, onLeft }: ToastViewportProps) {
  const { t } = useTranslation();
  return (
    <div className="toast-viewport" style={viewportStyle} role="region" aria-label={t('toasts.region')}>
      {TOAST_POSITIONS.map((position) => {
        const here = toasts.filter((toast) => toast.position === position);
        if (here.length === 0) return null;
        return (
          <ol key={position} className={`toast-stack toast-stack--${position}`} data-position={position}>
            {here.map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} onLeft={onLeft} />
            ))}
          </ol>
        );
      })}
    </div>
  );
}
