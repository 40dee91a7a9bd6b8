import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { useLessonEdit, useLessonEditSession } from './lesson-edit-context.ts';

/**
 * spec §8: a failed save's message, under the header. A refused slide names the slide and field (the
 * server's message) and has already been selected; any failure keeps the slides in the browser.
 */
export const SaveProblemBanner = memo(function SaveProblemBanner() {
  const { t } = useTranslation();
  const session = useLessonEditSession();
  const error = useLessonEdit((state) => state.editor.savingError);
  const waitingForNetwork = useLessonEdit((state) => state.waitingForNetwork);
  if (!error || waitingForNetwork) return null;
  return (
    <div className="lesson-editor__problem">
      <Alert tone="negative">
        <p className="lesson-editor__error-title">{t('lessonEditor.save.failedTitle')}</p>
        <p>{error}</p>
      </Alert>
      <div className="lesson-editor__row">
        <Button variant="secondary" onClick={() => void session.saveNow()}>
          {t('lessonEditor.save.retry')}
        </Button>
        <Button variant="quiet" onClick={() => session.dismissError()}>
          {t('lessonEditor.save.dismiss')}
        </Button>
      </div>
    </div>
  );
});
