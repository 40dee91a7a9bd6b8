import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/primitives/Button.tsx';
import { OtherLessonSlides } from './OtherLessonSlides.tsx';
import { TemplateLibrary, type TemplateLibraryProps } from './TemplateLibrary.tsx';

interface TemplateLibraryDialogProps extends TemplateLibraryProps {
  open: boolean;
  onClose: () => void;
  /** The lesson being edited; given, the dialog also offers slides of the account's other lessons. */
  lessonId?: string;
}

type Source = 'templates' | 'other';

/**
 * The library as a modal dialog (full screen on a phone): focus stays inside, Escape closes it, focus
 * returns to what opened it. Inserting a slide closes it.
 */
export function TemplateLibraryDialog({ open, onClose, onInsert, lessonId, ...library }: TemplateLibraryDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const panelId = useId();
  const [source, setSource] = useState<Source>('templates');
  const insertAndClose = (slides: Parameters<typeof onInsert>[0]) => {
    onInsert(slides);
    onClose();
  };

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
        {lessonId ? (
          <div className="template-library__sources" role="tablist" aria-label={t('templateLibrary.sources')}>
            {(['templates', 'other'] as const).map((candidate) => (
              <button
                key={candidate}
                type="button"
                role="tab"
                className="template-library__tab"
                aria-selected={source === candidate}
                aria-controls={panelId}
                tabIndex={source === candidate ? 0 : -1}
                onClick={() => setSource(candidate)}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
                  event.preventDefault();
                  const next = candidate === 'templates' ? 'other' : 'templates';
                  setSource(next);
                  (event.currentTarget.parentElement?.querySelector(`[data-source=${next}]`) as HTMLElement | null)?.focus();
                }}
                data-source={candidate}
              >
                {t(`templateLibrary.source.${candidate}`)}
              </button>
            ))}
          </div>
        ) : null}
        <div className="template-library__source" id={panelId} role={lessonId ? 'tabpanel' : undefined}>
          {source === 'other' && lessonId ? (
            <OtherLessonSlides lessonId={lessonId} onInsert={insertAndClose} newId={library.newId ?? (() => crypto.randomUUID())} />
          ) : (
            <TemplateLibrary {...library} onInsert={insertAndClose} />
          )}
        </div>
      </div>
    </dialog>
  );
}
