// One slide lesson of a translation run: its copy made when missing, then its deck rebuilt in the source's
// order. A slide whose source is unchanged keeps its copy as it is (with any edits made to the translation);
// new and changed ones are translated, several per model call; one gone from the source goes. The lesson is
// saved and its parts remembered only once all of it is translated, so a failure leaves it as it was.
import { DEFAULT_LESSON_LANGUAGE, type Slide } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { findAuthoringLessonWithSlides } from '../lesson-authoring/repo.ts';
import { createLessonAuthoringService } from '../lesson-authoring/service.ts';
import { createLessonService } from '../lessons/service.ts';
import { translateInBatches, type TranslateTexts } from './batched-translation.ts';
import { saveTranslationParts, type TranslationPart } from './repo.ts';
import { slideTextsToTranslate, sourceSlideDigest, translatedSlide } from './slide-translation.ts';
import type { TextToTranslate } from './text-translation.ts';

const lessonKey = (lessonId: string) => `lesson:${lessonId}`;
const slideKey = (lessonId: string, slideId: string) => `slide:${lessonId}:${slideId}`;

export interface LessonRun {
  translationId: string;
  copyCourseId: string;
  language: string;
  /** What the translation made of each source part so far; updated as lessons are saved. */
  parts: Map<string, TranslationPart>;
  /** The lessons the copy still has (a copy lesson deleted by hand is made again). */
  copyLessonIds: ReadonlySet<string>;
  translate: TranslateTexts;
}

export function createLessonTranslator(context: AppContext, user: SignedInUser) {
  const { db } = context;
  const lessons = createLessonService(context);
  const authoring = createLessonAuthoringService(context);

  /** The source lesson's slides (for the run's total before any work). */
  async function sourceSlidesOf(lessonId: string): Promise<Slide[]> {
    return ((await findAuthoringLessonWithSlides(db, user.accountId, lessonId))?.slides ?? []) as Slide[];
  }

  /** Brings the lesson's copy up to date; answers how many of its slides were translated and kept. */
  async function translateLesson(source: { id: string; title: string }, run: LessonRun): Promise<{ translated: number; kept: number }> {
    const changed = new Map<string, TranslationPart>();
    const knownCopyId = run.parts.get(lessonKey(source.id))?.targetId;
    const copyLessonId = knownCopyId && run.copyLessonIds.has(knownCopyId) ? knownCopyId : undefined;
    const copyDeck = copyLessonId ? await findAuthoringLessonWithSlides(db, user.accountId, copyLessonId) : undefined;
    const copySlides = new Map(((copyDeck?.slides ?? []) as Slide[]).map((slide) => [slide.id, slide]));
    const sourceSlides = await sourceSlidesOf(source.id);

    // Each slide either kept as the copy has it, or to translate (its place in the deck, its id in the copy).
    const deck: (Slide | undefined)[] = [];
    const toTranslate: { slide: Slide; position: number; idInCopy: string }[] = [];
    for (const slide of sourceSlides) {
      const key = slideKey(source.id, slide.id);
      const digest = sourceSlideDigest(slide);
      const part = run.parts.get(key);
      const existing = part ? copySlides.get(part.targetId) : undefined;
      if (part && existing && part.sourceHash === digest) {
        deck.push(existing);
        continue;
      }
      const idInCopy = part?.targetId ?? slide.id;
      toTranslate.push({ slide, position: deck.length, idInCopy });
      deck.push(undefined);
      changed.set(key, { targetId: idInCopy, sourceHash: digest });
    }

    // The title of a lesson not yet copied goes in the first batch with its slides.
    const titleGroup: TextToTranslate[] = copyLessonId ? [] : [{ key: 'title', text: source.title, html: false, maxLength: 200 }];
    const [title, ...slideWords] = await translateInBatches(
      [titleGroup, ...toTranslate.map((item) => slideTextsToTranslate(item.slide))],
      run.translate,
    );
    for (const [index, item] of toTranslate.entries()) deck[item.position] = translatedSlide(item.slide, slideWords[index]!, item.idInCopy);

    const lessonId =
      copyLessonId ?? (await lessons.create(user, run.copyCourseId, { kind: 'Lesson', title: title!.get('title') ?? source.title })).id;
    if (!copyLessonId) changed.set(lessonKey(source.id), { targetId: lessonId, sourceHash: '' });
    const slides = deck as Slide[];
    const copyOrder = [...copySlides.keys()];
    const sameOrder = slides.length === copyOrder.length && slides.every((slide, index) => copyOrder[index] === slide.id);
    if (toTranslate.length > 0 || !sameOrder) {
      await authoring.save(user, lessonId, {
        slides,
        latestSavedSlidesStateIdentifier: copyDeck?.stateIdentifier ?? null,
        language: run.language || DEFAULT_LESSON_LANGUAGE,
      });
    }
    await saveTranslationParts(db, run.translationId, changed);
    for (const [key, part] of changed) run.parts.set(key, part);
    return { translated: toTranslate.length, kept: sourceSlides.length - toTranslate.length };
  }

  return { sourceSlidesOf, translateLesson };
}
