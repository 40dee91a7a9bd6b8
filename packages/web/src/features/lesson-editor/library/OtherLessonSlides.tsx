import { EXIT_SLIDE_TYPE, slideCopy, type NewId, type Slide } from '@slidewise/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, getLessonAuthoringConfig, getOtherCourses, queryKeys } from '../../../api/index.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Checkbox } from '../../../ui/primitives/Checkbox.tsx';
import { SelectField } from '../../../ui/primitives/SelectField.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';

interface OtherLessonSlidesProps {
  /** The lesson being edited: its other courses are asked for through it. */
  lessonId: string;
  onInsert: (slides: Slide[]) => void;
  newId: NewId;
}

/**
 * Slides of another lesson to insert (authoring §4 "insert a set of slides"): a course, one of its
 * lessons, then the slides wanted. Copies are inserted — new ids, ids inside cleared — and exit slides
 * are not offered, since a lesson has its own end (authoring §3).
 */
export function OtherLessonSlides({ lessonId, onInsert, newId }: OtherLessonSlidesProps) {
  const { t } = useTranslation();
  const courses = useQuery({ queryKey: queryKeys.lessonAuthoring.otherCourses(lessonId), queryFn: () => getOtherCourses(lessonId) });
  const [courseId, setCourseId] = useState<string>();
  const [sourceLessonId, setSourceLessonId] = useState<string>();

  if (courses.isPending) return <Spinner label={t('templateLibrary.other.loadingCourses')} />;
  if (courses.isError) return <Alert tone="negative">{apiErrorMessage(courses.error, t)}</Alert>;
  const withSlides = courses.data.items.filter((course) => course.lessons.some((lesson) => lesson.slideCount > 0));
  if (withSlides.length === 0) return <p className="template-library__empty">{t('templateLibrary.other.noLessons')}</p>;

  const course = withSlides.find((candidate) => candidate.id === courseId) ?? withSlides[0]!;
  const lessons = course.lessons.filter((lesson) => lesson.slideCount > 0);
  const chosenLesson = lessons.find((lesson) => lesson.id === sourceLessonId);

  return (
    <div className="template-library__other">
      <SelectField
        label={t('templateLibrary.other.course')}
        value={course.id}
        options={withSlides.map((candidate) => ({ value: candidate.id, label: candidate.title }))}
        onChange={(event) => {
          setCourseId(event.target.value);
          setSourceLessonId(undefined);
        }}
      />
      <SelectField
        label={t('templateLibrary.other.lesson')}
        value={chosenLesson?.id ?? ''}
        options={[
          { value: '', label: t('templateLibrary.other.chooseLesson') },
          ...lessons.map((lesson) => ({
            value: lesson.id,
            label: t('templateLibrary.other.lessonOption', { title: lesson.title, count: lesson.slideCount }),
          })),
        ]}
        onChange={(event) => setSourceLessonId(event.target.value || undefined)}
      />
      {chosenLesson ? <LessonSlidesChoice key={chosenLesson.id} lessonId={chosenLesson.id} onInsert={onInsert} newId={newId} /> : null}
    </div>
  );
}

function LessonSlidesChoice({ lessonId, onInsert, newId }: OtherLessonSlidesProps) {
  const { t } = useTranslation();
  const listLabelId = useId();
  const config = useQuery({ queryKey: queryKeys.lessonAuthoring.config(lessonId), queryFn: () => getLessonAuthoringConfig(lessonId) });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());

  if (config.isPending) return <Spinner label={t('templateLibrary.other.loadingSlides')} />;
  if (config.isError) return <Alert tone="negative">{apiErrorMessage(config.error, t)}</Alert>;
  const offered = config.data.slides.filter((slide) => slide.type !== EXIT_SLIDE_TYPE);
  if (offered.length === 0) return <p className="template-library__empty">{t('templateLibrary.other.noSlides')}</p>;

  const picked = offered.filter((slide) => chosen.has(slide.id));
  const allChosen = picked.length === offered.length;
  const toggle = (id: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="template-library__other-slides">
      <div className="template-library__other-header">
        <h3 className="template-library__detail-heading" id={listLabelId}>
          {t('templateLibrary.other.slides')}
        </h3>
        <Button variant="quiet" onClick={() => setChosen(allChosen ? new Set() : new Set(offered.map((slide) => slide.id)))}>
          {allChosen ? t('templateLibrary.other.chooseNone') : t('templateLibrary.other.chooseAll')}
        </Button>
      </div>
      <ul className="template-library__other-list" aria-labelledby={listLabelId}>
        {offered.map((slide, index) => (
          <li key={slide.id}>
            <Checkbox
              label={t('templateLibrary.other.slideLabel', {
                number: index + 1,
                name: slide.name || slide.templateName || slide.type,
                template: slide.templateName || slide.type,
              })}
              checked={chosen.has(slide.id)}
              onChange={(event) => toggle(slide.id, event.target.checked)}
            />
          </li>
        ))}
      </ul>
      <Button disabled={picked.length === 0} onClick={() => onInsert(picked.map((slide) => slideCopy(slide, newId)))}>
        {t('templateLibrary.other.insert', { count: picked.length })}
      </Button>
    </div>
  );
}
