import type { ReactNode } from 'react';
import './auth.css';

/** The frame of the sign-in, sign-up and magic-link pages: one heading, an intro, the form, then links. */
export function AuthCard({ title, intro, children, footer }: { title: string; intro?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="auth" aria-labelledby="auth-title">
      <div className="card auth__card">
        <h1 className="auth__title" id="auth-title" tabIndex={-1}>
          {title}
        </h1>
        {intro ? <p className="auth__intro">{intro}</p> : null}
        {children}
      </div>
      {footer ? <div className="auth__footer">{footer}</div> : null}
    </section>
  );
}
