import { useTranslation } from 'react-i18next';
import { SaveFailureNotice } from '../../../ui/saving/SaveFailureNotice.tsx';
import { useCourseEditSession, useCourseEditState } from './course-edit-context.ts';

/**
 * spec §8: the failure payload's message, beside the form it concerns (the toast says it too), with the
 * author's reverted edits offered back ("Restore my changes") until restored or dismissed.
 */
export function SaveErrorBanner() {
  const { t } = useTranslation();
  const session = useCourseEditSession();
  const { error, failedEdits } = useCourseEditState();
  if (!error && !failedEdits) return null;
  return (
    <div className="course-editor__error">
      <SaveFailureNotice
        error={error}
        canRestore={failedEdits !== null}
        onRestore={() => session.restoreFailedEdits()}
        // Without kept edits, dismissing only hides the message, as before.
        onDismiss={() => (failedEdits ? session.dismissFailedEdits() : session.dismissError())}
        labels={{
          title: t('courseEditor.save.failedTitle'),
          restore: t('courseEditor.save.restore'),
          dismiss: t('courseEditor.save.dismiss'),
        }}
      />
    </div>
  );
}
