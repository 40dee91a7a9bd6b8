import { Alert } from '../primitives/Alert.tsx';
import { Button } from '../primitives/Button.tsx';
import './save-status.css';

interface SaveFailureNoticeProps {
  /** The failed save's message (spec §8), or null after a reload, when only the kept edits remain. */
  error: string | null;
  /** Edits the failure put back are kept and can be restored. */
  canRestore: boolean;
  onRestore(): void;
  onDismiss(): void;
  labels: { title: string; restore: string; dismiss: string };
}

/**
 * A failed save, beside the form: the item is reverted (spec §4) and the message shown, and what the
 * author typed is offered back ("Restore my changes") instead of being lost (DESIGN.md "No lost work").
 */
export function SaveFailureNotice({ error, canRestore, onRestore, onDismiss, labels }: SaveFailureNoticeProps) {
  if (!error && !canRestore) return null;
  return (
    <Alert tone="negative">
      <p className="save-failure__title">{labels.title}</p>
      {error ? <p>{error}</p> : null}
      <div className="save-failure__actions">
        {canRestore ? <Button onClick={onRestore}>{labels.restore}</Button> : null}
        <Button variant="quiet" onClick={onDismiss}>
          {labels.dismiss}
        </Button>
      </div>
    </Alert>
  );
}
