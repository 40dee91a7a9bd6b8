import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiErrorMessage } from '../../../api/index.ts';
import { Page } from '../../../ui/layout/Page.tsx';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Checkbox } from '../../../ui/primitives/Checkbox.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { useCourse, useCourseLessons } from '../../../api/course-queries.ts';
import { openCommentCounts, visibleComments } from '../comments/comment-filter.ts';
import { LessonReview } from './LessonReview.tsx';
import { useReviewCommentActions, useReviewComments } from './use-review-comments.ts';
import '../course-review.css';

/** /course/{courseId}/review: every lesson and slide, read-only, with comments anchored to them. */
export function CourseReviewPage() {
  const { t } = useTranslation();
  const { courseId = '' } = useParams();
  const course = useCourse(courseId);
  const lessons = useCourseLessons(courseId);
  const comments = useReviewComments(courseId);
  const { add, setResolved } = useReviewCommentActions(courseId);
  const [showResolved, setShowResolved] = useState(false);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const title = t('pages.courseReview.title');

  if (course.isPending || lessons.isPending || comments.isPending) {
    return (
      <Page title={title}>
        <Spinner label={t('courseReview.loading')} />
      </Page>
    );
  }
  if (course.isError || lessons.isError || comments.isError) {
    return (
      <Page title={title}>
        <Alert tone="negative">
          {t('courseReview.loadFailed')} {apiErrorMessage(course.error ?? lessons.error ?? comments.error, t)}
        </Alert>
      </Page>
    );
  }

  const list = lessons.data;
  const counts = openCommentCounts(comments.data);
  const shown = visibleComments(comments.data, showResolved);
  const index = Math.max(
    0,
    list.findIndex((lesson) => lesson.id === currentId),
  );
  const current = list[index];
  const actions = (
    <Link className="button button--secondary" to={`/course/${encodeURIComponent(courseId)}/edit`}>
      {t('courseReview.backToEditor')}
    </Link>
  );

  return (
    <Page eyebrow={course.data.title || t('courseEditor.untitled')} title={title} actions={actions}>
      <Checkbox label={t('courseReview.showResolved')} checked={showResolved} onChange={(event) => setShowResolved(event.target.checked)} />
      {current === undefined ? (
        <p className="course-review__muted">{t('courseReview.empty')}</p>
      ) : (
        <div className="course-review">
          <nav className="course-review__nav" aria-label={t('courseReview.lessons')}>
            <ol>
              {list.map((lesson) => {
                const count = counts.get(lesson.id) ?? 0;
                return (
                  <li key={lesson.id}>
                    <button
                      type="button"
                      className="course-review__nav-item"
                      aria-current={lesson.id === current.id ? 'true' : undefined}
                      onClick={() => setCurrentId(lesson.id)}
                    >
                      <span>{lesson.title}</span>
                      <span className="course-review__count">{t('courseReview.openCount', { count })}</span>
                    </button>
                  </li>
                );
              })}
            </ol>
          </nav>
          <div className="course-review__main">
            <LessonReview
              key={current.id}
              lesson={current}
              comments={shown}
              onAdd={(content, slideId) => add.mutateAsync({ lessonId: current.id, content, ...(slideId ? { slideId } : {}) })}
              onResolve={(id, resolved) => setResolved.mutate({ id, resolved })}
            />
            <div className="course-review__walk">
              <Button variant="secondary" disabled={index === 0} onClick={() => setCurrentId(list[index - 1]?.id ?? null)}>
                {t('courseReview.previous')}
              </Button>
              <span>{t('courseReview.position', { number: index + 1, total: list.length })}</span>
              <Button variant="secondary" disabled={index === list.length - 1} onClick={() => setCurrentId(list[index + 1]?.id ?? null)}>
                {t('courseReview.next')}
              </Button>
            </div>
          </div>
        </div>
      )}
    </Page>
  );
}
