import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../primitives/Button.tsx';
import { Dialog } from '../primitives/Dialog.tsx';

export interface LeaveGuardProps {
  hasUnsavedWork(): boolean;
  /** Saves what waits; resolves true when leaving is safe (nothing failed or was refused). */
  saveAll(): Promise<boolean>;
  labels: { title: string; text: string; stay: string; saveAndLeave: string; saving: string };
}

/**
 * Leaving an editor with edits not yet saved asks first: the browser's own prompt for a reload or a
 * closed tab (the draft in local storage keeps the edits anyway), this dialog for a link inside the app.
 */
export function LeaveGuard({ hasUnsavedWork, saveAll, labels }: LeaveGuardProps) {
  const [saving, setSaving] = useState(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsavedWork());

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedWork()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedWork]);

  const saveAndLeave = async () => {
    setSaving(true);
    const safe = await saveAll();
    setSaving(false);
    // A save that failed or was refused keeps the user here, where the message and the choice are.
    if (safe) blocker.proceed?.();
    else blocker.reset?.();
  };

  return (
    <Dialog
      open={blocker.state === 'blocked'}
      title={labels.title}
      onClose={() => blocker.reset?.()}
      actions={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()} disabled={saving}>
            {labels.stay}
          </Button>
          <Button onClick={() => void saveAndLeave()} disabled={saving}>
            {saving ? labels.saving : labels.saveAndLeave}
          </Button>
        </>
      }
    >
      <p>{labels.text}</p>
    </Dialog>
  );
}
