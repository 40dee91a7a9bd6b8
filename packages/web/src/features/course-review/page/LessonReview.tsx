import type { LessonKind, ReviewComment } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { useLesson } from '../../../api/course-queries.ts';
import { commentsAt } from '../comments/comment-filter.ts';
import { CommentThread } from './CommentThread.tsx';

interface LessonReviewProps {
  lesson: { id: string; kind: LessonKind; title: string };
  comments: ReviewComment[];
  onAdd: (content: string, slideId: string | null) => Promise<unknown>;
  onResolve: (id: string, resolved: boolean) => void;
}

/** One lesson, read-only: its comments, then each of its slides with theirs. */
export function LessonReview({ lesson, comments, onAdd, onResolve }: LessonReviewProps) {
  const { t } = useTranslation();
  const full = useLesson(lesson.id);
  const slides = full.data ? [...full.data.configuration.slides].sort((a, b) => a.displayIndex - b.displayIndex) : [];

  return (
    <article className="course-review__lesson" aria-labelledby="review-lesson-title">
      <p className="course-review__muted">{t(`courseEditor.lessonKinds.${lesson.kind}`)}</p>
      <h2 id="review-lesson-title" className="course-review__lesson-title" tabIndex={-1}>
        {lesson.title}
      </h2>
      <CommentThread
        anchorLabel={lesson.title}
        comments={commentsAt(comments, lesson.id, null)}
        onAdd={(content) => onAdd(content, null)}
        onResolve={onResolve}
      />
      {full.isPending ? <Spinner label={t('courseReview.loadingSlides')} /> : null}
      {full.isError ? <p className="course-review__muted">{t('courseReview.slidesFailed')}</p> : null}
      {slides.length > 0 ? (
        <ol className="course-review__slides" aria-label={t('courseReview.slides')}>
          {slides.map((slide, index) => {
            const label = t('courseReview.slideLabel', { number: index + 1, name: slide.name || slide.templateName });
            return (
              <li key={slide.id} className="course-review__slide">
                <h3 className="course-review__slide-title">{label}</h3>
                <dl className="course-review__slide-facts">
                  <dt>{t('courseReview.templateName')}</dt>
                  <dd>{slide.templateName || '—'}</dd>
                  <dt>{t('courseReview.slideName')}</dt>
                  <dd>{slide.name || '—'}</dd>
                </dl>
                <CommentThread
                  anchorLabel={label}
                  comments={commentsAt(comments, lesson.id, slide.id)}
                  onAdd={(content) => onAdd(content, slide.id)}
                  onResolve={onResolve}
                />
              </li>
            );
          })}
        </ol>
      ) : null}
    </article>
  );
}
