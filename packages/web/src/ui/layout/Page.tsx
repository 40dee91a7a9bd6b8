import type { ReactNode } from 'react';
import './page.css';

interface PageProps {
  title: string;
  /** Shown above the heading, small. */
  eyebrow?: string;
  actions?: ReactNode;
  width?: 'narrow' | 'wide';
  children?: ReactNode;
}

/** A page's frame: one h1 and its content, centred and padded for phones first. */
export function Page({ title, eyebrow, actions, width = 'wide', children }: PageProps) {
  return (
    <section className={`page page--${width}`} aria-labelledby="page-title">
      <header className="page__header">
        <div className="page__heading">
          {eyebrow ? <p className="page__eyebrow">{eyebrow}</p> : null}
          <h1 className="page__title" id="page-title" tabIndex={-1}>
            {title}
          </h1>
        </div>
        {actions ? <div className="page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
