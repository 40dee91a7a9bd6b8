import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface InlineRenameProps {
  value: string;
  label: string;
  onSave: (value: string) => void;
  onDone: () => void;
}

/** A title edited in place: Enter saves, Escape cancels, leaving the field saves. */
export function InlineRename({ value, label, onSave, onDone }: InlineRenameProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  // Enter or Escape close the field; the blur that may follow must not save a second time.
  const closed = useRef(false);
  const finish = () => {
    if (closed.current) return;
    closed.current = true;
    const next = draft.trim();
    if (next && next !== value) onSave(next);
    onDone();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closed.current = true;
      onDone();
    }
  };
  return (
    <input
      className="field__input course-builder__rename"
      aria-label={label}
      aria-description={t('courseBuilder.renameHint')}
      value={draft}
      maxLength={200}
      // biome-ignore lint/a11y/noAutofocus: the field appears because the user asked to rename; focus follows the request.
      autoFocus
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={finish}
    />
  );
}
