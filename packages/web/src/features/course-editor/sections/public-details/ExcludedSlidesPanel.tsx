import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, excludeSlide, includeSlide, queryKeys } from '../../../../api/index.ts';
import { Alert } from '../../../../ui/primitives/Alert.tsx';
import { Checkbox } from '../../../../ui/primitives/Checkbox.tsx';
import { SelectField } from '../../../../ui/primitives/SelectField.tsx';
import { Spinner } from '../../../../ui/primitives/Spinner.tsx';
import { useCourseLessons, useLesson } from '../../../../api/course-queries.ts';
import { useExcludedSlides } from './public-detail-queries.ts';

/** Single slides left off the public page: pick a lesson, then its slides. Only slide lessons have slides. */
export function ExcludedSlidesPanel({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const lessons = useCourseLessons(courseId);
  const excluded = useExcludedSlides(courseId);
  const slideLessons = (lessons.data ?? []).filter((lesson) => lesson.kind === 'Lesson');
  const [lessonId, setLessonId] = useState<string | null>(null);
  const chosenLessonId = lessonId ?? slideLessons[0]?.id ?? null;
  const lesson = useLesson(chosenLessonId);
  const [failure, setFailure] = useState<unknown>(null);

  const toggle = async (slideId: string, hide: boolean) => {
    if (!chosenLessonId) return;
    setFailure(null);
    try {
      const existing = excluded.data?.find((item) => item.lessonId === chosenLessonId && item.slideId === slideId);
      if (hide) await excludeSlide(courseId, chosenLessonId, slideId);
      else if (existing) await includeSlide(courseId, existing.id);
      await queryClient.invalidateQueries({ queryKey: queryKeys.course.excludedSlides(courseId) });
    } catch (error) {
      setFailure(error);
    }
  };

  const hidden = new Set((excluded.data ?? []).filter((item) => item.lessonId === chosenLessonId).map((item) => item.slideId));
  const slides = lesson.data?.configuration.slides ?? [];
  return (
    <div className="editor-panel">
      <h3 className="editor-subtitle">{t('courseEditor.public.excludedSlidesTitle')}</h3>
      {lessons.isPending ? <Spinner label={t('app.loading')} /> : null}
      {lessons.isSuccess && slideLessons.length === 0 ? (
        <p className="editor-empty editor-empty--inline">{t('courseEditor.public.noSlideLessons')}</p>
      ) : null}
      {slideLessons.length > 0 ? (
        <SelectField
          label={t('courseEditor.public.slidesOf')}
          value={chosenLessonId ?? ''}
          options={slideLessons.map((each) => ({ value: each.id, label: each.title }))}
          onChange={(event) => setLessonId(event.target.value)}
        />
      ) : null}
      {chosenLessonId && lesson.isPending ? <Spinner label={t('app.loading')} /> : null}
      {lesson.isSuccess && slides.length === 0 ? (
        <p className="editor-empty editor-empty--inline">{t('courseEditor.public.noSlides')}</p>
      ) : null}
      {lesson.isSuccess && slides.length > 0 ? (
        <ul className="pick-list" aria-label={t('courseEditor.public.excludedSlidesTitle')}>
          {slides.map((slide, index) => (
            <li key={slide.id} className="pick-list__item">
              <Checkbox
                label={t('courseEditor.public.hideSlide', { number: index + 1, name: slide.name || slide.templateName || slide.type })}
                checked={hidden.has(slide.id)}
                onChange={(event) => void toggle(slide.id, event.target.checked)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {failure ? <Alert tone="negative">{apiErrorMessage(failure, t)}</Alert> : null}
    </div>
  );
}
