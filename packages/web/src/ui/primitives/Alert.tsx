import type { ReactNode } from 'react';
import './primitives.css';

/** A message in the flow of the page; `role="alert"` so a failure is announced when it appears. */
export function Alert({ tone, children }: { tone: 'negative' | 'positive' | 'info'; children: ReactNode }) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'negative' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
