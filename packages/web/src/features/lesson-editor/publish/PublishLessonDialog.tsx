import { incompleteSlidesOf, slideEditorActions, type Course, type IncompleteSlide, type LessonAuthoringConfig } from '@slidewise/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, publishLessons, queryKeys, setCourseUserGroups } from '../../../api/index.ts';
import { useCourse } from '../../../api/course-queries.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Dialog } from '../../../ui/primitives/Dialog.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { AudienceFix, CourseAudience, isLiveButUnseen, type CourseAccess } from '../../course-access/index.ts';
import { useLessonEdit, useLessonEditSession } from '../editor/lesson-edit-context.ts';
import { refusedSlidesOf } from './publish-refusal.ts';
import { UnfinishedSlideList } from './UnfinishedSlideList.tsx';

type Phase = 'ready' | 'publishing' | 'done';

interface PublishLessonDialogProps {
  config: LessonAuthoringConfig;
  title: string;
  onClose(): void;
}

/**
 * Publishing the lesson from its editor (authoring §4: publishing marks it isPublished, and its Latest
 * slides become the ones learners get). Says what that means while the course is not published, lists
 * the slides still to finish (the server's own check, from core), saves unsaved edits first, and — when
 * the course is live but limited to no groups — offers to fix who can see it in the same dialog.
 */
export function PublishLessonDialog({ config, title, onClose }: PublishLessonDialogProps) {
  const { t } = useTranslation();
  const session = useLessonEditSession();
  const queryClient = useQueryClient();
  const course = useCourse(config.courseId);
  const slides = useLessonEdit((state) => state.editor.slides);
  const saved = useLessonEdit((state) => state.editor.saved);
  const [phase, setPhase] = useState<Phase>('ready');
  const [failure, setFailure] = useState<string | undefined>();
  const [refused, setRefused] = useState<IncompleteSlide[] | null>(null);
  const unfinished = useMemo(() => incompleteSlidesOf(slides), [slides]);
  // The server's list when it refused; the same check made here otherwise.
  const toFinish = refused ?? unfinished;
  const lessonTitle = title.trim() || t('lessonEditor.untitled');

  const replaceCourse = (next: Course) => queryClient.setQueryData(queryKeys.course.detail(config.courseId), next);

  const publish = async () => {
    setPhase('publishing');
    setFailure(undefined);
    await session.saveNow();
    if (!session.getState().editor.saved) {
      setFailure(t('publishing.lesson.saveFirstFailed'));
      setPhase('ready');
      return;
    }
    try {
      replaceCourse(await publishLessons(config.courseId, [config.lessonId]));
      setRefused(null);
      setPhase('done');
    } catch (error) {
      const slidesRefused = refusedSlidesOf(error, config.lessonId);
      if (slidesRefused) setRefused(slidesRefused);
      else setFailure(t('publishing.lesson.failed', { message: apiErrorMessage(error, t) }));
      setPhase('ready');
    }
  };

  const chooseAccess = async (access: CourseAccess) => {
    const current = course.data;
    if (!current) return;
    replaceCourse(await setCourseUserGroups(config.courseId, { ...access, version: current.version }));
  };

  const goTo = (position: number) => {
    session.dispatch(slideEditorActions.goTo(position - 1));
    onClose();
  };

  const courseData = course.data;
  const done = phase === 'done';
  const canPublish = phase === 'ready' && courseData !== undefined && toFinish.length === 0;
  return (
    <Dialog
      open
      title={t('publishing.lesson.title', { lesson: lessonTitle })}
      onClose={phase === 'publishing' ? undefined : onClose}
      actions={
        done ? (
          <Button variant="primary" onClick={onClose}>
            {t('publishing.lesson.close')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" disabled={phase === 'publishing'} onClick={onClose}>
              {t('publishing.lesson.cancel')}
            </Button>
            <Button variant="primary" disabled={!canPublish} onClick={() => void publish()}>
              {phase === 'publishing' ? t('publishing.lesson.publishing') : t('publishing.lesson.confirm')}
            </Button>
          </>
        )
      }
    >
      <div className="publish-dialog">
        {course.isPending ? <Spinner label={t('publishing.lesson.loading')} /> : null}
        {course.isError ? (
          <Alert tone="negative">{t('publishing.lesson.loadFailed', { message: apiErrorMessage(course.error, t) })}</Alert>
        ) : null}
        {courseData ? (
          <>
            {done ? <Alert tone="positive">{t('publishing.lesson.done')}</Alert> : null}
            <p>
              {courseData.courseStatus === 'Published'
                ? t('publishing.lesson.courseLive', { course: courseData.title })
                : t('publishing.lesson.courseNotLive', {
                    course: courseData.title,
                    status: t(`courseStatus.${courseData.courseStatus}`),
                  })}
            </p>
            <CourseAudience access={courseData} />
            {isLiveButUnseen(courseData) ? <AudienceFix published="lesson" onChoose={chooseAccess} /> : null}
            {!done && !saved ? <p className="field__hint">{t('publishing.lesson.unsavedFirst')}</p> : null}
          </>
        ) : null}
        {!done && toFinish.length > 0 ? (
          <UnfinishedSlideList slides={toFinish} typeOf={(id) => slides.find((slide) => slide.id === id)?.type} onGoTo={goTo} />
        ) : null}
        {failure ? <Alert tone="negative">{failure}</Alert> : null}
      </div>
    </Dialog>
  );
}
