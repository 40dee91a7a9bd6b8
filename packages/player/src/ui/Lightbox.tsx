import { useEffect, useRef, type ReactNode } from 'react';
import { usePlayerText } from '../i18n/player-language.tsx';

interface LightboxProps {
  label: string;
  onClose: () => void;
  children: ReactNode;
  /** Moves focus to the close button on opening (not when the preview opens it for the author). */
  takeFocus?: boolean;
}

/** Media opened over the whole slide; Escape or the close button returns to the slide. */
export function Lightbox({ label, onClose, children, takeFocus = true }: LightboxProps) {
  const t = usePlayerText();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) close.current?.focus();
  }, [takeFocus]);
  return (
    <div
      className="sw-lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <button ref={close} type="button" className="sw-button sw-lightbox__close" onClick={onClose}>
        {t('hotspot.close')}
      </button>
      <div className="sw-lightbox__content">{children}</div>
    </div>
  );
}
