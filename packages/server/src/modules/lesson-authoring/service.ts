import { randomUUID } from 'node:crypto';
import {
  defaultStyleConfiguration,
  deriveQuestions,
  DEFAULT_LESSON_LANGUAGE,
  findSlideTemplate,
  stripNullEntries,
  styleConfigurationSchema,
  type LessonAuthoringConfig,
  type LessonSlidesState,
  type OtherCoursesResponse,
  type Slide,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { assertCanEditCourse } from '../courses/course-access.ts';
import { sharedWithOf } from '../courses/course-lookup.ts';
import {
  findAuthoringLesson,
  findAuthoringLessonWithSlides,
  listCoursesWithSlideLessons,
  readSlidesState,
  storedSlideIdsOfTypes,
  writeSlidesIfCurrent,
  type AuthoringLessonRow,
} from './repo.ts';
import { assertNoNewHiddenSlides, assertSlidesValid, cleanSlide, slidesHiddenFromPlan, type IncomingSlide } from './slide-preparation.ts';
import { planKindOf } from '../slide-templates/service.ts';

export interface SlidesSaveRequest {
  slides: (IncomingSlide | null)[];
  latestSavedSlidesStateIdentifier: string | null;
  language?: string | undefined;
}

/**
 * The deck as it is stored: null entries dropped (authoring §5), every slide checked against its
 * template, html sanitised, questions derived and displayIndex counted from 1 (templates §3.2).
 * Throws SlideValidationError (400) for the first slide that does not fit.
 */
export function slidesToStore(incoming: readonly (IncomingSlide | null)[], newId: () => string = randomUUID): Slide[] {
  // stripNullEntries reads only `data`, so slides still missing their derived parts may go through it.
  const slides = stripNullEntries(incoming.filter((slide): slide is IncomingSlide => slide !== null) as Slide[]) as IncomingSlide[];
  assertSlidesValid(slides);
  return deriveQuestions(slides.map(cleanSlide), findSlideTemplate, newId);
}

/** The response of a save as JSON text, reusing the slides' text already made for the database. */
function saveResponseJson(identifier: string, slidesJson: string): string {
  return `{"latestSavedSlidesStateIdentifier":${JSON.stringify(identifier)},"slides":${slidesJson}}`;
}

export function createLessonAuthoringService({ db, clock }: AppContext) {
  return {
    /** GET /api/lesson-authoring/{id}: the lesson config the slide editor opens with. */
    async config(user: SignedInUser, lessonId: string): Promise<LessonAuthoringConfig> {
      const row = slideLessonOrNotFound(isRowId(lessonId) ? await findAuthoringLessonWithSlides(db, user.accountId, lessonId) : undefined);
      return {
        lessonId: row.id,
        courseId: row.courseId,
        courseTitle: row.courseTitle,
        title: row.title,
        slides: (row.slides ?? []) as Slide[],
        latestSavedSlidesStateIdentifier: row.stateIdentifier,
        language: row.language ?? DEFAULT_LESSON_LANGUAGE,
        styleConfiguration: styleConfigurationSchema.safeParse(row.styleConfiguration).data ?? defaultStyleConfiguration(),
      };
    },

    /**
     * PUT /api/lesson-authoring/{id} (authoring §7): the whole deck, from the identifier it started from.
     * Answers the response's JSON text: the new identifier and the slides as stored.
     */
    async save(user: SignedInUser, lessonId: string, request: SlidesSaveRequest): Promise<string> {
      const row = slideLessonOrNotFound(isRowId(lessonId) ? await findAuthoringLesson(db, user.accountId, lessonId) : undefined);
      assertCanEditCourse(user, sharedWithOf(row.sharedWith));
      const slides = slidesToStore(request.slides);
      const hidden = slidesHiddenFromPlan(slides, planKindOf(row.planKind));
      if (hidden.length > 0) {
        assertNoNewHiddenSlides(hidden, await storedSlideIdsOfTypes(db, row.id, [...new Set(hidden.map(({ slide }) => slide.type))]));
      }
      const slidesJson = JSON.stringify(slides);
      const newIdentifier = randomUUID();
      const written = await writeSlidesIfCurrent(db, {
        accountId: user.accountId,
        lessonId: row.id,
        slidesJson,
        slideCount: slides.length,
        fromIdentifier: request.latestSavedSlidesStateIdentifier,
        newIdentifier,
        language: request.language ?? DEFAULT_LESSON_LANGUAGE,
        now: clock(),
      });
      if (!written) throw staleSlides(await currentSlidesState(db, row.id));
      return saveResponseJson(newIdentifier, slidesJson);
    },

    /** GET /api/lesson-authoring/{id}/other-courses: where slides can be inserted from. */
    async otherCourses(user: SignedInUser, lessonId: string): Promise<OtherCoursesResponse> {
      const row = slideLessonOrNotFound(isRowId(lessonId) ? await findAuthoringLesson(db, user.accountId, lessonId) : undefined);
      return { items: await listCoursesWithSlideLessons(db, user.accountId, row.courseId, row.id) };
    },
  };
}

export type LessonAuthoringService = ReturnType<typeof createLessonAuthoringService>;

/** Only lessons of the Lesson kind are made of slides; any other kind has no slides to edit (404). */
function slideLessonOrNotFound<Row extends AuthoringLessonRow>(row: Row | undefined): Row {
  if (!row) throw notFound('Lesson not found');
  if (row.kind !== 'Lesson') throw notFound(`This is a ${row.kind.toLowerCase()}, not a lesson made of slides, so it has no slides to edit.`);
  return row;
}

async function currentSlidesState(db: Executor, lessonId: string): Promise<LessonSlidesState> {
  const state = await readSlidesState(db, lessonId, 'Latest');
  return {
    slides: (state?.slides ?? []) as Slide[],
    latestSavedSlidesStateIdentifier: state?.stateIdentifier ?? null,
    language: state?.language ?? DEFAULT_LESSON_LANGUAGE,
  };
}

function staleSlides(current: LessonSlidesState) {
  return conflict(
    'conflict',
    'These slides were saved somewhere else after you opened them. Keep your version on top of theirs, or take theirs.',
    { current },
  );
}
