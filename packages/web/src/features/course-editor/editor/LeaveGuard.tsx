import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveGuard as UnsavedWorkGuard } from '../../../ui/saving/LeaveGuard.tsx';
import { useCourseEditSession } from './course-edit-context.ts';

/** Leaving the course editor with edits not yet saved asks first (see ui/saving/LeaveGuard). */
export function LeaveGuard() {
  const { t } = useTranslation();
  const session = useCourseEditSession();
  const hasUnsavedWork = useCallback(() => session.hasUnsavedWork(), [session]);
  const saveAll = useCallback(async () => {
    await session.flush();
    const { error, conflict } = session.getState();
    return !error && !conflict;
  }, [session]);
  return (
    <UnsavedWorkGuard
      hasUnsavedWork={hasUnsavedWork}
      saveAll={saveAll}
      labels={{
        title: t('courseEditor.leave.title'),
        text: t('courseEditor.leave.text'),
        stay: t('courseEditor.leave.stay'),
        saveAndLeave: t('courseEditor.leave.saveAndLeave'),
        saving: t('courseEditor.save.saving'),
      }}
    />
  );
}
