import { randomUUID } from 'node:crypto';
import { lessonAuthoringSaveBodySchema, type LessonDraft } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { createLessonAuthoringService } from '../lesson-authoring/service.ts';
import { createLessonService } from '../lessons/service.ts';

// Lessons made by the server (a converted document, an imported library course) go in exactly as an
// author's would: each lesson through the lesson service (the plan's lesson allowance, its rank at the
// end of the course), its slides through the slide save (every slide checked against its template,
// html sanitised, questions derived). Nothing is written around those rules.

export interface WrittenLessons {
  lessonIds: string[];
  slideCount: number;
}

export async function writeLessonDrafts(
  context: AppContext,
  user: SignedInUser,
  courseId: string,
  lessons: readonly LessonDraft[],
  /** Called after each lesson is written, so a long run can report how far it got. */
  onLesson: (written: WrittenLessons) => Promise<void> = async () => {},
): Promise<WrittenLessons> {
  const lessonService = createLessonService(context);
  const authoring = createLessonAuthoringService(context);
  const written: WrittenLessons = { lessonIds: [], slideCount: 0 };
  for (const draft of lessons) {
    const lesson = await lessonService.create(user, courseId, { kind: 'Lesson', title: draft.title });
    const { latestSavedSlidesStateIdentifier } = await authoring.config(user, lesson.id);
    const body = lessonAuthoringSaveBodySchema.parse({
      slides: draft.slides.map((slide) => ({ id: randomUUID(), ...slide })),
      latestSavedSlidesStateIdentifier,
    });
    await authoring.save(user, lesson.id, { slides: body.slides, latestSavedSlidesStateIdentifier: body.latestSavedSlidesStateIdentifier });
    written.lessonIds.push(lesson.id);
    written.slideCount += draft.slides.length;
    await onLesson(written);
  }
  return written;
}
