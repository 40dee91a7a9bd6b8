import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { usePlayerText } from '../i18n/player-language.tsx';

interface LightboxProps {
  label: string;
  onClose: () => void;
  children: ReactNode;
  /** Moves focus to the close button on opening (not when the preview opens it for the author). */
  takeFocus?: boolean;
}

/** What a keyboard can reach inside the lightbox. */
const FOCUSABLE = 'button:not(:disabled), a[href], video[controls], iframe, [tabindex]:not([tabindex="-1"])';

/**
 * Media opened over the whole slide as a modal: opaque, the slide under it inert (SlideFrame's
 * `overlay`), the focus kept inside and handed back to what opened it; Escape or the close button
 * returns to the slide.
 */
export function Lightbox({ label, onClose, children, takeFocus = true }: LightboxProps) {
  const t = usePlayerText();
  const close = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    close.current?.focus();
    // Back to the tile or image that opened it, which the learner left by opening.
    return () => opener?.focus();
  }, [takeFocus]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab') keepFocusInside(event, dialog.current);
  };
  return (
    <div ref={dialog} className="sw-lightbox" role="dialog" aria-modal="true" aria-label={label} onKeyDown={onKeyDown}>
      <button ref={close} type="button" className="sw-button sw-lightbox__close" onClick={onClose}>
        {t('hotspot.close')}
      </button>
      <div className="sw-lightbox__content">{children}</div>
    </div>
  );
}

/** Tab past the last control comes back to the first, Shift+Tab before the first goes to the last. */
function keepFocusInside(event: KeyboardEvent<HTMLDivElement>, dialog: HTMLDivElement | null) {
  const controls = [...(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog?.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog?.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
