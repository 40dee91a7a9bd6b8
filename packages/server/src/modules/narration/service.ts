import {
  DEFAULT_LESSON_LANGUAGE,
  isNarrationTextTooLong,
  mediaFileUrl,
  NARRATION_TEXT_MAX_LENGTH,
  narrationTextOf,
  type LessonNarration,
  type NarrationResult,
  type Slide,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { aiFailed, aiFailureReason } from '../../ai/ai-failure.ts';
import { speak, type Narrated } from '../../ai/speak.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import { recordServerEvent } from '../analytics/server-events.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { assertCanEditCourse } from '../courses/course-access.ts';
import { sharedWithOf } from '../courses/course-lookup.ts';
import { takeAiCall } from '../ai-generation/ai-access.ts';
import { findAuthoringLessonWithSlides } from '../lesson-authoring/repo.ts';
import { storeGeneratedMedia } from '../media/generated-media.ts';
import { narrationHash, narrationStateOf } from './narration-state.ts';
import { listLessonNarrations, saveSlideNarration } from './repo.ts';

const eventSubjectOf = (user: SignedInUser) => ({ accountId: user.accountId, userId: user.id, roles: user.roles });

const narrationOff = () =>
  new HttpError(
    403,
    'feature_off',
    'AI narration is switched off for this account. A platform administrator can switch on the "AI narration" feature flag.',
  );

export function createNarrationService(context: AppContext) {
  const { db, clock, storage, flags, ai } = context;
  /** The lesson's saved deck, for its editors, while the flag is on. */
  async function narratableLesson(user: SignedInUser, lessonId: string) {
    const row = isRowId(lessonId) ? await findAuthoringLessonWithSlides(db, user.accountId, lessonId) : undefined;
    // Another account's lesson is not found whatever the flag: the flag speaks only of the caller's own.
    if (!row) throw notFound('Lesson not found');
    if (!(await flags.isOn(user.accountId, 'ai-narration'))) throw narrationOff();
    if (row.kind !== 'Lesson')
      throw notFound(`This is a ${row.kind.toLowerCase()}, not a lesson made of slides, so it has no slides to narrate.`);
    assertCanEditCourse(user, sharedWithOf(row.sharedWith));
    return { ...row, slides: (row.slides ?? []) as Slide[], language: row.language ?? DEFAULT_LESSON_LANGUAGE };
  }

  async function speakOrFail(user: SignedInUser, script: string, language: string): Promise<Narrated> {
    try {
      return await speak(await ai.speechModel(user.accountId), script, language);
    } catch (error) {
      await recordServerEvent(db, clock, eventSubjectOf(user), 'AI Generation Failed', {
        kind: 'narration',
        reason: aiFailureReason(error),
      });
      throw aiFailed('Narrating this slide', error);
    }
  }

  return {
    /** GET /api/lesson-authoring/{id}/narration. */
    async lessonNarration(user: SignedInUser, lessonId: string): Promise<LessonNarration> {
      const lesson = await narratableLesson(user, lessonId);
      const made = await listLessonNarrations(db, user.accountId, lesson.id);
      return {
        voice: (await ai.speechModel(user.accountId)) ? 'provider' : 'offline',
        items: lesson.slides.map((slide) => narrationStateOf(slide, lesson.language, made.get(slide.id))),
      };
    },

    /**
     * POST /api/lesson-authoring/{id}/narration: the slide's narration, made now only when its words (or
     * the lesson's language) changed since the last one; otherwise the saved one, at no cost.
     */
    async narrate(user: SignedInUser, lessonId: string, slideId: string): Promise<NarrationResult> {
      const lesson = await narratableLesson(user, lessonId);
      const position = lesson.slides.findIndex((slide) => slide.id === slideId);
      const slide = lesson.slides[position];
      if (!slide) throw notFound('This slide is not in the saved lesson. Wait for the lesson to save, then try again.');
      const script = narrationTextOf(slide);
      if (script === '') throw new HttpError(400, 'narration_no_text', 'This slide has no words to narrate. Add its text first.');
      if (isNarrationTextTooLong(script))
        throw new HttpError(
          400,
          'narration_too_long',
          `This slide has ${script.length} characters of text; a narration can read at most ${NARRATION_TEXT_MAX_LENGTH}. Shorten it or split the slide.`,
          { characters: script.length, limit: NARRATION_TEXT_MAX_LENGTH },
        );
      const hash = narrationHash(script, lesson.language);
      const previous = (await listLessonNarrations(db, user.accountId, lesson.id)).get(slide.id);
      if (previous?.textHash === hash)
        return {
          slideId: slide.id,
          audioFile: mediaFileUrl(previous.mediaId),
          mediaId: previous.mediaId,
          status: 'unchanged',
          voice: previous.voice,
          durationMs: null,
          characters: 0,
        };

      await takeAiCall(context, user.accountId);
      const narrated = await speakOrFail(user, script, lesson.language);
      const now = clock();
      const stored = await storeGeneratedMedia(db, storage, {
        accountId: user.accountId,
        createdBy: user.id,
        contentType: 'audio',
        name: `Narration – ${lesson.title} – slide ${position + 1}.${narrated.mediaType === 'audio/wav' ? 'wav' : 'mp3'}`,
        bytes: narrated.audio,
        mimeType: narrated.mediaType,
        durationMs: narrated.durationMs,
        now,
      });
      await saveSlideNarration(db, {
        accountId: user.accountId,
        lessonId: lesson.id,
        slideId: slide.id,
        textHash: hash,
        mediaId: stored.id,
        voice: narrated.voice,
        generatedAt: now,
      });
      await recordServerEvent(db, clock, eventSubjectOf(user), 'AI Narration Generated', {
        lesson_id: lesson.id,
        slide_count: 1,
        duration_seconds: Math.round((narrated.durationMs ?? 0) / 1000),
      });
      return {
        slideId: slide.id,
        audioFile: mediaFileUrl(stored.id),
        mediaId: stored.id,
        status: 'generated',
        voice: narrated.voice,
        durationMs: narrated.durationMs,
        characters: script.length,
      };
    },
  };
}
