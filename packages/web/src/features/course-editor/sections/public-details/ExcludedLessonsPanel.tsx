import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, excludeLesson, includeLesson, queryKeys } from '../../../../api/index.ts';
import { Alert } from '../../../../ui/primitives/Alert.tsx';
import { Checkbox } from '../../../../ui/primitives/Checkbox.tsx';
import { Spinner } from '../../../../ui/primitives/Spinner.tsx';
import { useCourseLessons } from '../../../../api/course-queries.ts';
import { useExcludedLessons } from './public-detail-queries.ts';

/** Lessons left off the public course page. */
export function ExcludedLessonsPanel({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const lessons = useCourseLessons(courseId);
  const excluded = useExcludedLessons(courseId);
  const [failure, setFailure] = useState<unknown>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const toggle = async (lessonId: string, hide: boolean) => {
    setBusyId(lessonId);
    setFailure(null);
    try {
      const existing = excluded.data?.find((item) => item.lessonId === lessonId);
      if (hide) await excludeLesson(courseId, lessonId);
      else if (existing) await includeLesson(courseId, existing.id);
      await queryClient.invalidateQueries({ queryKey: queryKeys.course.excludedLessons(courseId) });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusyId(null);
    }
  };

  const hidden = new Set((excluded.data ?? []).map((item) => item.lessonId));
  return (
    <div className="editor-panel">
      <h3 className="editor-subtitle">{t('courseEditor.public.excludedLessonsTitle')}</h3>
      <p className="field__hint">{t('courseEditor.public.excludedLessonsHint')}</p>
      {lessons.isPending || excluded.isPending ? <Spinner label={t('app.loading')} /> : null}
      {lessons.isSuccess && lessons.data.length === 0 ? (
        <p className="editor-empty editor-empty--inline">{t('courseEditor.lessons.emptyTitle')}</p>
      ) : null}
      {lessons.isSuccess && excluded.isSuccess && lessons.data.length > 0 ? (
        <ul className="pick-list" aria-label={t('courseEditor.public.excludedLessonsTitle')}>
          {lessons.data.map((lesson) => (
            <li key={lesson.id} className="pick-list__item">
              <Checkbox
                label={t('courseEditor.public.hideLesson', { title: lesson.title })}
                checked={hidden.has(lesson.id)}
                disabled={busyId === lesson.id}
                onChange={(event) => void toggle(lesson.id, event.target.checked)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {failure ? <Alert tone="negative">{apiErrorMessage(failure, t)}</Alert> : null}
    </div>
  );
}
