import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api/index.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { useChangeCourseRating, useOwnCourseRating } from '../data/course-rating-queries.ts';
import { QueryFailure } from '../shared/QueryFailure.tsx';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The learner's own 1–5 star rating of the course (issue 18: the public page's average and count). A group
 * of native radio buttons, so arrow keys move between the stars and choosing one saves it at once.
 */
export function CourseRating({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const rating = useOwnCourseRating(courseId);
  const change = useChangeCourseRating(courseId);

  let content: ReactNode;
  if (rating.isPending) content = <Spinner label={t('learner.course.rating.loading')} />;
  else if (rating.isError)
    content = (
      <QueryFailure
        title={t('learner.course.rating.loadFailed')}
        error={rating.error}
        retrying={rating.isFetching}
        onRetry={() => void rating.refetch()}
      />
    );
  else {
    // While a change is saved, the stars show the choice being saved.
    const shown = change.isPending ? change.variables : rating.data.stars;
    content = (
      <>
        <fieldset className="learner-rating__stars" disabled={change.isPending}>
          <legend className="visually-hidden">{t('learner.course.rating.legend')}</legend>
          {STARS.map((stars) => (
            <label key={stars} className={`learner-rating__star${shown !== null && stars <= shown ? ' learner-rating__star--on' : ''}`}>
              <input
                type="radio"
                name={`course-rating-${courseId}`}
                value={stars}
                checked={shown === stars}
                onChange={() => change.mutate(stars)}
                aria-label={t('learner.course.rating.star', { count: stars })}
              />
              <span aria-hidden="true">★</span>
            </label>
          ))}
        </fieldset>
        <p className="learner-rating__status" aria-live="polite">
          {change.isPending
            ? t('learner.course.rating.saving')
            : rating.data.stars === null
              ? t('learner.course.rating.notRated')
              : t('learner.course.rating.yours', { count: rating.data.stars })}
        </p>
        {rating.data.stars !== null && !change.isPending ? (
          <Button variant="secondary" onClick={() => change.mutate(null)}>
            {t('learner.course.rating.remove')}
          </Button>
        ) : null}
        {change.isError ? (
          <Alert tone="negative">
            <p>{t('learner.course.rating.saveFailed')}</p>
            <p>{apiErrorMessage(change.error, t)}</p>
          </Alert>
        ) : null}
      </>
    );
  }

  return (
    <section className="learner-rating card" aria-labelledby={`course-rating-title-${courseId}`}>
      <h2 id={`course-rating-title-${courseId}`} className="learner-rating__title">
        {t('learner.course.rating.heading')}
      </h2>
      {content}
    </section>
  );
}
