import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/primitives/Button.tsx';
import { LazyRichTextEditor } from './LazyRichTextEditor.tsx';
import '../../../ui/activity/activity.css';

interface RichTextComposerProps {
  label: string;
  submitLabel: string;
  busyLabel: string;
  initial?: string;
  /** Sends the html; a rejection's message is shown and the text kept, so nothing typed is lost. */
  onSubmit(html: string): Promise<void>;
  onCancel?(): void;
  /** Extra fields sent with the text (a grade's result and score), drawn above the button. */
  children?: ReactNode;
  /** False while the extra fields are not valid. */
  canSubmit?: boolean;
  describeError(error: unknown): string;
}

/** A rich-text box and its send button: posts, comments, submissions and feedback. */
export function RichTextComposer({
  label,
  submitLabel,
  busyLabel,
  initial = '',
  onSubmit,
  onCancel,
  children,
  canSubmit = true,
  describeError,
}: RichTextComposerProps) {
  const { t } = useTranslation();
  const [html, setHtml] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const empty = html.replace(/<[^>]*>/g, '').trim() === '';

  const submit = async () => {
    if (empty) return setError(t('facilitator.compose.empty'));
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit(html);
      setHtml('');
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="activity__composer">
      <LazyRichTextEditor label={label} value={html} error={error} onChange={(next) => setHtml(next)} />
      {children}
      <div className="activity__actions">
        {onCancel ? (
          <Button variant="quiet" onClick={onCancel} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
        ) : null}
        <Button onClick={() => void submit()} disabled={busy || !canSubmit}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </div>
  );
}
