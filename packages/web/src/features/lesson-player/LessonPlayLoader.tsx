import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { useLearnerLesson } from './data/lesson-queries.ts';
import { LessonPlayView } from './LessonPlayView.tsx';

/** Loading and failing states of the lesson page; the lesson itself once it has arrived. */
export function LessonPlayLoader({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation();
  const lesson = useLearnerLesson(lessonId);

  if (lesson.isPending) {
    return (
      <Page title={t('lessonPlayer.pageTitle')} width="narrow">
        <Spinner label={t('lessonPlayer.loading')} />
      </Page>
    );
  }
  if (lesson.isError) {
    return (
      <Page title={t('lessonPlayer.pageTitle')} width="narrow">
        <Alert tone="negative">
          <p className="lesson-play__error-title">{t('lessonPlayer.loadFailed')}</p>
          <p>{apiErrorMessage(lesson.error, t)}</p>
        </Alert>
        <div className="lesson-play__row">
          <Button variant="secondary" onClick={() => void lesson.refetch()} disabled={lesson.isFetching}>
            {t('lessonPlayer.retry')}
          </Button>
          <Link to="/learn">{t('lessonPlayer.backHome')}</Link>
        </div>
      </Page>
    );
  }
  return <LessonPlayView lesson={lesson.data} />;
}
