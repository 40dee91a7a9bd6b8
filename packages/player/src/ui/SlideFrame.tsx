import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLessonChrome } from '../lesson/lesson-chrome.tsx';
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
 * and keeps the footer in reach of a thumb. Inside a lesson the footer's buttons go to the lesson's bar.
 */
export function SlideFrame({ type, state, children, footer, bleed = false, className, overlay }: SlideFrameProps) {
  const chrome = useLessonChrome();
  const covered = Boolean(overlay);
  const classes = ['sw-slide', `sw-slide--${type}`, bleed ? 'sw-slide--bleed' : '', covered ? 'sw-slide--covered' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} data-slide-type={type} data-state={state}>
      <div className="sw-slide__body" inert={covered}>
        {children}
      </div>
      {footer && chrome?.actions
        ? createPortal(
            <div className="sw-lesson__slide-actions" inert={covered}>
              {footer}
            </div>,
            chrome.actions,
          )
        : null}
      {footer && !chrome ? (
        <div className="sw-slide__footer" inert={covered}>
          {footer}
        </div>
      ) : null}
      {overlay}
    </div>
  );
}

/**
 * The first enabled button of the footer of the slide holding `element`, wherever the footer is drawn
 * (under the slide, or in the lesson's bar): where keyboard users go once everything is placed.
 */
export function slideFooterButton(element: Element | null | undefined): HTMLButtonElement | null {
  const enabled = 'button:not(:disabled)';
  return (
    element?.closest('.sw-slide')?.querySelector<HTMLButtonElement>(`.sw-slide__footer ${enabled}`) ??
    element?.closest('.sw-lesson')?.querySelector<HTMLButtonElement>(`.sw-lesson__actions ${enabled}`) ??
    null
  );
}
