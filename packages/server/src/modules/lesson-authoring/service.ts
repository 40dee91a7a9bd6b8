import { randomUUID } from 'node:crypto';
import {
  defaultStyleConfiguration,
  DEFAULT_LESSON_LANGUAGE,
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
  findLessonToSave,
  listCoursesWithSlideLessons,
  readSlidesState,
  storedSlideIdsOfTypes,
  writeSlidesIfCurrent,
  type AuthoringLessonRow,
} from './repo.ts';
import { deckJson, slideChanges, storedHashesOf } from './stored-slides.ts';
import { assertNoNewHiddenSlides, slidesHiddenFromPlan, type IncomingSlide } from './slide-preparation.ts';
import { prepareDeck } from './deck-preparation.ts';
import { planKindOf } from '../slide-templates/service.ts';

export interface SlidesSaveRequest {
  slides: (IncomingSlide | null)[];
  latestSavedSlidesStateIdentifier: string | null;
  language?: string | undefined;
}

/** The response of a save as JSON text, reusing the slides' text made for the database. */
function saveResponseJson(identifier: string, slidesJson: string, language: string): string {
  return `{"latestSavedSlidesStateIdentifier":${JSON.stringify(identifier)},"slides":${slidesJson},"language":${JSON.stringify(language)}}`;
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
      const row = slideLessonOrNotFound(isRowId(lessonId) ? await findLessonToSave(db, user.accountId, lessonId) : undefined);
      assertCanEditCourse(user, sharedWithOf(row.sharedWith));
      // Stale already: answer at once, before the work of checking the deck.
      if (row.stateIdentifier !== request.latestSavedSlidesStateIdentifier) throw staleSlides(await currentSlidesState(db, row.id));
      const storedHashes = storedHashesOf(row.slideIds, row.slideHashes);
      const { slides, stored } = prepareDeck(request.slides, storedHashes);
      const hidden = slidesHiddenFromPlan(slides, planKindOf(row.planKind));
      if (hidden.length > 0) {
        assertNoNewHiddenSlides(hidden, await storedSlideIdsOfTypes(db, row.id, [...new Set(hidden.map(({ slide }) => slide.type))]));
      }
      const newIdentifier = randomUUID();
      const language = request.language ?? DEFAULT_LESSON_LANGUAGE;
      const written = await writeSlidesIfCurrent(db, {
        accountId: user.accountId,
        lessonId: row.id,
        slides: stored,
        ...slideChanges(stored, storedHashes),
        fromIdentifier: request.latestSavedSlidesStateIdentifier,
        newIdentifier,
        language,
        now: clock(),
      });
      if (!written) throw staleSlides(await currentSlidesState(db, row.id));
      return saveResponseJson(newIdentifier, deckJson(stored), language);
    },

    /**
     * GET /api/lesson-authoring/{id}/other-courses: where slides can be inserted from. Inserting edits this
     * lesson, so only its course's editors ask (a restricted author once the course is shared with them).
     */
    async otherCourses(user: SignedInUser, lessonId: string): Promise<OtherCoursesResponse> {
      const row = slideLessonOrNotFound(isRowId(lessonId) ? await findAuthoringLesson(db, user.accountId, lessonId) : undefined);
      assertCanEditCourse(user, sharedWithOf(row.sharedWith));
      return { items: await listCoursesWithSlideLessons(db, user.accountId, row.courseId, row.id) };
    },
  };
}

export type LessonAuthoringService = ReturnType<typeof createLessonAuthoringService>;

/** Only lessons of the Lesson kind are made of slides; any other kind has no slides to edit (404). */
function slideLessonOrNotFound<Row extends AuthoringLessonRow>(row: Row | undefined): Row {
  if (!row) throw notFound('Lesson not found');
  if (row.kind !== 'Lesson')
    throw notFound(`This is a ${row.kind.toLowerCase()}, not a lesson made of slides, so it has no slides to edit.`);
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
