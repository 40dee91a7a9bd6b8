import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../api/index.ts';
import { Page } from '../../../ui/layout/Page.tsx';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { useCourse, useCourseLessons } from '../../../api/course-queries.ts';
import { CourseEditor } from './CourseEditor.tsx';

export function CourseEditorLoader({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const course = useCourse(courseId);
  // Asked together with the course rather than after it: the lesson list is the editor's heaviest part.
  useCourseLessons(courseId);

  if (course.isPending) {
    return (
      <Page title={t('pages.courseEditor.title')}>
        <Spinner label={t('courseEditor.loading')} />
      </Page>
    );
  }
  if (course.isError) {
    return (
      <Page title={t('pages.courseEditor.title')}>
        <Alert tone="negative">
          <p className="course-editor__error-title">{t('courseEditor.loadFailed')}</p>
          <p>{apiErrorMessage(course.error, t)}</p>
        </Alert>
        <div className="course-editor__row">
          <Button variant="secondary" onClick={() => void course.refetch()} disabled={course.isFetching}>
            {t('home.retry')}
          </Button>
          <Link to="/">{t('notFound.backHome')}</Link>
        </div>
      </Page>
    );
  }
  return <CourseEditor course={course.data} />;
}
