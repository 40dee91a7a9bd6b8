import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../api/index.ts';
import { Page } from '../../../ui/layout/Page.tsx';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { useLessonAuthoringConfig } from '../data/lesson-editor-queries.ts';
import { LessonEditor } from './LessonEditor.tsx';

export function LessonEditorLoader({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation();
  const config = useLessonAuthoringConfig(lessonId);

  if (config.isPending) {
    return (
      <Page title={t('pages.lesson.title')}>
        <Spinner label={t('lessonEditor.loading')} />
      </Page>
    );
  }
  if (config.isError) {
    return (
      <Page title={t('pages.lesson.title')}>
        <Alert tone="negative">
          <p className="lesson-editor__error-title">{t('lessonEditor.loadFailed')}</p>
          <p>{apiErrorMessage(config.error, t)}</p>
        </Alert>
        <div className="lesson-editor__row">
          <Button variant="secondary" onClick={() => void config.refetch()} disabled={config.isFetching}>
            {t('lessonEditor.retry')}
          </Button>
          <Link to="/">{t('lessonEditor.backHome')}</Link>
        </div>
      </Page>
    );
  }
  return <LessonEditor config={config.data} />;
}
