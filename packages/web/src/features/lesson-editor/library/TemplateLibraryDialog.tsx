import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/primitives/Button.tsx';
import { TemplateLibrary, type TemplateLibraryProps } from './TemplateLibrary.tsx';

interface TemplateLibraryDialogProps extends TemplateLibraryProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The library as a modal dialog (full screen on a phone): focus stays inside, Escape closes it, focus
 * returns to what opened it. Inserting a slide closes it.
 */
export function TemplateLibraryDialog({ open, onClose, onInsert, ...library }: TemplateLibraryDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || dialog.open) return undefined;
    const previousFocus = document.activeElement as HTMLElement | null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (dialog.open) dialog.close();
      previousFocus?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="template-library-dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="template-library-dialog__panel">
        <header className="template-library-dialog__header">
          <h2 className="template-library-dialog__title" id={titleId}>
            {t('templateLibrary.title')}
          </h2>
          <Button variant="quiet" onClick={onClose}>
            {t('templateLibrary.close')}
          </Button>
        </header>
        <TemplateLibrary
          {...library}
          onInsert={(slides) => {
            onInsert(slides);
            onClose();
          }}
        />
      </div>
    </dialog>
  );
}
