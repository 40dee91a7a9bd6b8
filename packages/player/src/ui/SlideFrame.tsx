import type { ReactNode } from 'react';
import type { PreviewState } from '../templates/renderer.ts';

interface SlideFrameProps {
  /** The template type, for the `sw-slide--<type>` styling hook. */
  type: string;
  state: PreviewState;
  children: ReactNode;
  /** Pinned under the scrolling body: the done button, a step counter. */
  footer?: ReactNode;
  /** Media that fill the slide edge to edge (no padding around the body). */
  bleed?: boolean;
  className?: string;
  /**
   * A modal over the whole slide (a lightbox): while it is there, the body and footer under it are
   * inert, so nothing of the slide can be tapped, focused or read through it.
   */
  overlay?: ReactNode;
}

/**
 * The box every slide is drawn in: fills the phone preview (or the player's viewport), scrolls its body
 * and keeps the footer in reach of a thumb.
 */
export function SlideFrame({ type, state, children, footer, bleed = false, className, overlay }: SlideFrameProps) {
  const covered = Boolean(overlay);
  const classes = ['sw-slide', `sw-slide--${type}`, bleed ? 'sw-slide--bleed' : '', covered ? 'sw-slide--covered' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} data-slide-type={type} data-state={state}>
      <div className="sw-slide__body" inert={covered}>
        {children}
      </div>
      {footer ? (
        <div className="sw-slide__footer" inert={covered}>
          {footer}
        </div>
      ) : null}
      {overlay}
    </div>
  );
}
