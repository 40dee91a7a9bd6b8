import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { useCourseEditSession, useCourseEditState } from './course-edit-context.ts';

/** spec §8: the failure payload's message, beside the form it concerns (the toast says it too). */
export function SaveErrorBanner() {
  const { t } = useTranslation();
  const session = useCourseEditSession();
  const { error } = useCourseEditState();
  if (!error) return null;
  return (
    <div className="course-editor__error">
      <Alert tone="negative">
        <p className="course-editor__error-title">{t('courseEditor.save.failedTitle')}</p>
        <p>{error}</p>
      </Alert>
      <Button variant="quiet" onClick={() => session.dismissError()}>
        {t('courseEditor.save.dismiss')}
      </Button>
    </div>
  );
}
