import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Dialog } from '../../../ui/primitives/Dialog.tsx';
import { useCourseEditSession } from './course-edit-context.ts';

/**
 * Leaving with edits not yet saved asks first: the browser's own prompt for a reload or a closed tab
 * (the draft in local storage keeps the edits anyway), our dialog for a link inside the app.
 */
export function LeaveGuard() {
  const { t } = useTranslation();
  const session = useCourseEditSession();
  const [saving, setSaving] = useState(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && session.hasUnsavedWork());

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!session.hasUnsavedWork()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [session]);

  const saveAndLeave = async () => {
    setSaving(true);
    await session.flush();
    setSaving(false);
    const { error, conflict } = session.getState();
    // A save that failed or was refused keeps the user here, where the message and the choice are.
    if (error || conflict) blocker.reset?.();
    else blocker.proceed?.();
  };

  return (
    <Dialog
      open={blocker.state === 'blocked'}
      title={t('courseEditor.leave.title')}
      onClose={() => blocker.reset?.()}
      actions={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()} disabled={saving}>
            {t('courseEditor.leave.stay')}
          </Button>
          <Button onClick={() => void saveAndLeave()} disabled={saving}>
            {saving ? t('courseEditor.save.saving') : t('courseEditor.leave.saveAndLeave')}
          </Button>
        </>
      }
    >
      <p>{t('courseEditor.leave.text')}</p>
    </Dialog>
  );
}
