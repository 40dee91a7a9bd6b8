import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiErrorMessage, queryKeys } from '../../../api/index.ts';
import { Page } from '../../../ui/layout/Page.tsx';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { useCourse, useCourseLessons } from '../../../api/course-queries.ts';
import { CourseOutline } from './CourseOutline.tsx';
import '../course-builder.css';

/** /course-builder/{courseId}: the course as an outline of modules and lessons. */
export function CourseBuilderPage() {
  const { t } = useTranslation();
  const { courseId = '' } = useParams();
  const queryClient = useQueryClient();
  const course = useCourse(courseId);
  const lessons = useCourseLessons(courseId);
  const [conflict, setConflict] = useState(false);
  const editorLink = (
    <Link className="button button--secondary" to={`/course/${encodeURIComponent(courseId)}/edit`}>
      {t('courseBuilder.backToEditor')}
    </Link>
  );

  if (course.isPending || lessons.isPending) {
    return (
      <Page title={t('pages.courseBuilder.title')} actions={editorLink}>
        <Spinner label={t('courseBuilder.loading')} />
      </Page>
    );
  }
  if (course.isError || lessons.isError) {
    return (
      <Page title={t('pages.courseBuilder.title')} actions={editorLink}>
        <Alert tone="negative">
          {t('courseBuilder.loadFailed')} {apiErrorMessage(course.error ?? lessons.error, t)}
        </Alert>
        <Button variant="secondary" onClick={() => void queryClient.invalidateQueries({ queryKey: queryKeys.course.all(courseId) })}>
          {t('courseBuilder.retry')}
        </Button>
      </Page>
    );
  }
  return (
    <Page eyebrow={t('pages.courseBuilder.title')} title={course.data.title || t('courseEditor.untitled')} actions={editorLink}>
      {/* Two screens of one course (spec §2 routes both): say what this one is for and where the rest is. */}
      <p className="page__text">{t('courseBuilder.intro')}</p>
      {conflict ? <Alert tone="info">{t('courseBuilder.conflict')}</Alert> : null}
      {/* A reload after a 409 gives a new version: the outline starts again from it. */}
      <CourseOutline
        key={`${course.data.id}@${course.data.version}`}
        course={course.data}
        lessons={lessons.data}
        onConflict={setConflict}
      />
    </Page>
  );
}
