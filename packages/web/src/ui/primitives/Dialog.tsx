import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';

interface DialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** The buttons, last the one that goes ahead. */
  actions: ReactNode;
  /** Escape and the backdrop close it; leave out for a choice that must be made. */
  onClose?: () => void;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog on the platform's <dialog>: it keeps focus inside, makes the page behind inert and
 * gives focus back to where it was when it closes.
 */
export function Dialog({ open, title, children, actions, onClose, role = 'dialog' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const previousFocus = document.activeElement as HTMLElement | null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      return () => previousFocus?.focus?.();
    }
    if (!open && dialog.open) dialog.close();
    return undefined;
  }, [open]);

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes, as Escape does natively for keyboards
    <dialog
      ref={ref}
      className="dialog"
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        // Escape: close only when the caller allows it.
        event.preventDefault();
        onClose?.();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose?.();
      }}
    >
      <div className="dialog__panel">
        <h2 className="dialog__title" id={titleId}>
          {title}
        </h2>
        {children ? (
          <div className="dialog__body" id={bodyId}>
            {children}
          </div>
        ) : null}
        <div className="dialog__actions">{actions}</div>
      </div>
    </dialog>
  );
}
