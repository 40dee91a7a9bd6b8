import { EXIT_SLIDE_TYPE, findSlideTemplate, slideEditorActions, type OtherCourse } from '@slidewise/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api/index.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Checkbox } from '../../../ui/primitives/Checkbox.tsx';
import { Dialog } from '../../../ui/primitives/Dialog.tsx';
import { SelectField } from '../../../ui/primitives/SelectField.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { useOtherCourses, useSourceLessonSlides } from '../data/lesson-editor-queries.ts';
import { useLessonEditSession } from './lesson-edit-context.ts';

/**
 * spec §4 "insert a set of slides after the current slide": copies of slides picked from a lesson of
 * another course (spec §7's other-courses fetch, then that lesson's config). Exit slides are offered
 * unticked and left out, as the spec says; the copies get new ids and are one undo step.
 */
export function InsertSlidesDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const session = useLessonEditSession();
  const courses = useOtherCourses(session.lessonId, open);
  const [courseId, setCourseId] = useState<string | null>(null);
  const [lessonId, setLessonId] = useState<string | null>(null);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const slides = useSourceLessonSlides(lessonId);
  const listId = useId();
  if (!open) return null;

  const course: OtherCourse | undefined = courses.data?.items.find((each) => each.id === courseId) ?? courses.data?.items[0];
  const lessons = course?.lessons ?? [];
  const chosenLessonId = lessonId ?? null;
  const insertable = (slides.data ?? []).filter((slide) => slide.type !== EXIT_SLIDE_TYPE);
  const chosen = insertable.filter((slide) => picked.has(slide.id));

  const close = () => {
    setLessonId(null);
    setPicked(new Set());
    onClose();
  };
  const insert = () => {
    session.dispatch(slideEditorActions.insert(chosen, session.newId));
    close();
  };

  return (
    <Dialog
      open
      title={t('lessonEditor.insert.title')}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('dialog.cancel')}
          </Button>
          <Button onClick={insert} disabled={chosen.length === 0}>
            {t('lessonEditor.insert.submit', { count: chosen.length })}
          </Button>
        </>
      }
    >
      {courses.isPending ? <Spinner label={t('lessonEditor.insert.loading')} /> : null}
      {courses.isError ? (
        <Alert tone="negative">
          <p>{apiErrorMessage(courses.error, t)}</p>
        </Alert>
      ) : null}
      {courses.isSuccess && courses.data.items.length === 0 ? <p>{t('lessonEditor.insert.noCourses')}</p> : null}
      {course ? (
        <div className="insert-slides">
          <SelectField
            label={t('lessonEditor.insert.course')}
            value={course.id}
            options={courses.data!.items.map((each) => ({ value: each.id, label: each.title }))}
            onChange={(event) => {
              setCourseId(event.target.value);
              setLessonId(null);
              setPicked(new Set());
            }}
          />
          {lessons.length === 0 ? (
            <p>{t('lessonEditor.insert.noLessons')}</p>
          ) : (
            <SelectField
              label={t('lessonEditor.insert.lesson')}
              value={chosenLessonId ?? ''}
              options={[
                { value: '', label: t('lessonEditor.insert.chooseLesson') },
                ...lessons.map((lesson) => ({ value: lesson.id, label: t('lessonEditor.insert.lessonOption', { title: lesson.title, count: lesson.slideCount }) })),
              ]}
              onChange={(event) => {
                setLessonId(event.target.value || null);
                setPicked(new Set());
              }}
            />
          )}
          {slides.isPending && chosenLessonId ? <Spinner label={t('lessonEditor.insert.loadingSlides')} /> : null}
          {slides.isError ? (
            <Alert tone="negative">
              <p>{apiErrorMessage(slides.error, t)}</p>
            </Alert>
          ) : null}
          {slides.isSuccess ? (
            <fieldset className="insert-slides__list" aria-describedby={listId}>
              <legend className="field__label">{t('lessonEditor.insert.slides')}</legend>
              <p className="field__hint" id={listId}>
                {t('lessonEditor.insert.hint')}
              </p>
              {slides.data.length === 0 ? <p>{t('lessonEditor.insert.emptyLesson')}</p> : null}
              {slides.data.map((slide, index) => {
                const exit = slide.type === EXIT_SLIDE_TYPE;
                const template = findSlideTemplate(slide.type)?.displayName ?? slide.type;
                return (
                  <Checkbox
                    key={slide.id}
                    label={t('lessonEditor.insert.slideOption', { position: index + 1, name: slide.name.trim() || template, template })}
                    checked={picked.has(slide.id)}
                    disabled={exit}
                    {...(exit ? { hint: t('lessonEditor.insert.exitLeftOut') } : {})}
                    onChange={(event) =>
                      setPicked((current) => {
                        const next = new Set(current);
                        if (event.target.checked) next.add(slide.id);
                        else next.delete(slide.id);
                        return next;
                      })
                    }
                  />
                );
              })}
            </fieldset>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
