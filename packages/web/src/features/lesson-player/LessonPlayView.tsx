import type { LearnerLessonResponse } from '@slidewise/core';
import { LessonPlayer, PackageDataStoreProvider, PackageOriginProvider, playableSlides, type UploadContribution } from '@slidewise/player';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/primitives/Button.tsx';
import { uploadOneFile } from '../../ui/upload/upload-one-file.ts';
import { useMe } from '../auth/index.ts';
import { learnerLessonPath } from '../learner/index.ts';
import { attemptPackageStore } from './data/attempt-package-store.ts';
import { usePackageOrigin, useSurveyResults } from './data/lesson-queries.ts';
import { LockedLesson } from './LockedLesson.tsx';
import { endStatusOf, useLessonAttempt } from './use-lesson-attempt.ts';

/** Slides that play a package from the package origin (player: templates/scorm, templates/aicc). */
const packageSlideTypes = new Set(['scorm', 'aicc']);

/**
 * The lesson page once the lesson is here. It plays full screen (no site bar, no breadcrumb): the
 * player's own bar holds the way back to the course, and the lesson's title is there for screen readers.
 */
export function LessonPlayView({ lesson }: { lesson: LearnerLessonResponse }) {
  const { t, i18n } = useTranslation();
  // Learners' pictures and videos for peer-learning slides, uploaded under the same rules as every upload.
  const uploadContribution = useCallback<UploadContribution>(
    async (file, fileName) => {
      const contentType = file.type.startsWith('video/') ? 'video' : 'image';
      const item = await uploadOneFile(new File([file], fileName, { type: file.type }), contentType, t, i18n.language);
      return { url: item.url, name: item.name, mimeType: item.mimeType };
    },
    [t, i18n],
  );
  const { view, onEffect, playAgain, currentAttemptId } = useLessonAttempt(lesson);
  const packageStore = useMemo(() => attemptPackageStore(currentAttemptId), [currentAttemptId]);
  const slides = lesson.lesson.slides;
  const hasSurveys = useMemo(() => playableSlides(slides).some((slide) => slide.kind === 'survey'), [slides]);
  const surveyResults = useSurveyResults(lesson.lesson.id, hasSurveys && view.kind === 'play');
  const hasPackages = useMemo(() => slides.some((slide) => packageSlideTypes.has(slide.type)), [slides]);
  const packageOrigin = usePackageOrigin(hasPackages && view.kind === 'play');
  const coursePath = `/learn/courses/${encodeURIComponent(lesson.course.id)}`;
  const me = useMe().data;
  const learner = useMemo(() => (me ? { id: me.userId, name: me.userName || me.userEmail } : undefined), [me]);

  return (
    <section className="lesson-play" aria-labelledby="page-title">
      <h1 className="lesson-play__title" id="page-title" tabIndex={-1}>
        {lesson.lesson.title}
      </h1>
      {view.kind === 'locked' ? (
        <LockedLesson lock={view.lock} best={lesson.best} coursePath={coursePath} />
      ) : (
        <>
          {view.waiting !== 'none' && !view.end ? (
            <p className="lesson-play__waiting" role="status">
              {t(view.waiting === 'offline' ? 'lessonPlayer.keptOffline' : 'lessonPlayer.keptRetrying')}
            </p>
          ) : null}
          <div className="lesson-play__player">
            <PackageOriginProvider origin={packageOrigin}>
              <PackageDataStoreProvider store={packageStore}>
                <LessonPlayer
                  key={view.playKey}
                  slides={slides}
                  config={lesson.lesson.config}
                  language={lesson.lesson.language}
                  resume={view.resume}
                  onEffect={onEffect}
                  end={endStatusOf(view.end, view.waiting)}
                  othersAnswers={surveyResults.data?.bySlide}
                  uploadContribution={uploadContribution}
                  learner={learner}
                  exit={
                    <Link
                      className="lesson-play__leave"
                      to={coursePath}
                      aria-label={t('lessonPlayer.leave', { course: lesson.course.title })}
                    >
                      <span aria-hidden="true">×</span>
                    </Link>
                  }
                  endActions={
                    <>
                      {view.nextLesson ? (
                        <Link className="button button--primary" to={learnerLessonPath(view.nextLesson.kind, view.nextLesson.id)}>
                          {t('lessonPlayer.nextLesson', { title: view.nextLesson.title })}
                        </Link>
                      ) : null}
                      <Link className={`button button--${view.nextLesson ? 'secondary' : 'primary'}`} to={coursePath}>
                        {t('lessonPlayer.backToCourse')}
                      </Link>
                      {/* The lesson is read again after the finish: a lesson locked on completion offers no replay. */}
                      {view.end?.status === 'done' && !lesson.lock.locked ? (
                        <Button variant="secondary" onClick={playAgain}>
                          {t('lessonPlayer.playAgain')}
                        </Button>
                      ) : null}
                    </>
                  }
                />
              </PackageDataStoreProvider>
            </PackageOriginProvider>
          </div>
        </>
      )}
    </section>
  );
}
