import { narrationContracts, narrationTextOf, slideEditorActions, type NarrationResult } from '@slidewise/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callContract, queryKeys } from '../../../api/index.ts';
import { narrationErrorMessage } from './narration-error.ts';
import type { LessonEditSession } from '../state/lesson-edit-session.ts';

export interface NarrationRun {
  /** Slides asked so far and in all, while a run goes on. */
  progress: { done: number; total: number } | null;
  /** What the last run did: made anew, already up to date, characters spoken (what speech is billed by). */
  summary: { generated: number; unchanged: number; characters: number } | null;
  error: string | null;
}

/** Puts the narration's audio on its slide (one undo step) unless the slide already plays it. */
function applyNarration(session: LessonEditSession, result: NarrationResult): void {
  const slides = session.getState().editor.slides;
  const slideIndex = slides.findIndex((slide) => slide.id === result.slideId);
  const slide = slides[slideIndex];
  if (!slide) return;
  const narration = (slide.data.narration ?? {}) as Record<string, unknown>;
  if (narration.audio_file === result.audioFile) return;
  session.dispatch(slideEditorActions.edit(['narration'], { ...narration, audio_file: result.audioFile }, { slideIndex }));
}

/**
 * Narration in the lesson editor: each slide's state as last saved, and runs that narrate slides one at
 * a time (so progress shows and a failure stops the run with what was done kept). The deck is saved
 * first: the server narrates the saved words.
 */
export function useNarration(session: LessonEditSession, lessonId: string, enabled: boolean) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stateKey = queryKeys.lessonAuthoring.narration(lessonId);
  const state = useQuery({
    queryKey: stateKey,
    queryFn: () => callContract(narrationContracts.lessonNarration, { params: { id: lessonId } }),
    enabled,
  });
  const [run, setRun] = useState<NarrationRun>({ progress: null, summary: null, error: null });

  const narrate = useCallback(
    async (slideIds: readonly string[]) => {
      setRun({ progress: { done: 0, total: slideIds.length }, summary: null, error: null });
      const summary = { generated: 0, unchanged: 0, characters: 0 };
      let error: string | null = null;
      try {
        await session.saveNow();
        const { editor } = session.getState();
        if (!editor.saved || editor.conflict) throw new Error(t('lessonEditor.narration.saveFirst'));
        for (const [index, slideId] of slideIds.entries()) {
          const result = await callContract(narrationContracts.narrate, { params: { id: lessonId }, body: { slideId } });
          applyNarration(session, result);
          summary[result.status] += 1;
          summary.characters += result.characters;
          setRun((current) => ({ ...current, progress: { done: index + 1, total: slideIds.length } }));
        }
      } catch (caught) {
        error = narrationErrorMessage(caught, t);
      }
      setRun({ progress: null, summary, error });
      void queryClient.invalidateQueries({ queryKey: stateKey });
    },
    [session, lessonId, t, queryClient, stateKey],
  );

  /** Every slide that has words, in deck order. */
  const narrateLesson = useCallback(
    () =>
      narrate(
        session
          .getState()
          .editor.slides.filter((slide) => narrationTextOf(slide) !== '')
          .map((slide) => slide.id),
      ),
    [session, narrate],
  );

  return { state, run, narrate, narrateLesson };
}
