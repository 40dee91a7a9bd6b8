import type { Slide } from '@slidewise/core';

/** A slide's narration as the player needs it (spec §3.1: narration.audio_file, progress_on_completion, can_not_be_skipped). */
export interface Narration {
  audioFile: string;
  /** The lesson moves on by itself when the narration ends. */
  progressOnCompletion: boolean;
  /** The learner cannot move on before the narration ends. */
  canNotBeSkipped: boolean;
}

/** The slide's narration, or undefined when it has no audio to play (the flags alone mean nothing). */
export function narrationOf(slide: Slide | undefined): Narration | undefined {
  // A broken slide may carry no data at all; it is shown as unshowable, without narration.
  const data: unknown = slide?.data;
  const narration = data && typeof data === 'object' ? (data as Record<string, unknown>).narration : undefined;
  if (!narration || typeof narration !== 'object') return undefined;
  const { audio_file, progress_on_completion, can_not_be_skipped } = narration as Record<string, unknown>;
  if (typeof audio_file !== 'string' || audio_file.trim() === '') return undefined;
  return {
    audioFile: audio_file.trim(),
    progressOnCompletion: progress_on_completion === true,
    canNotBeSkipped: can_not_be_skipped === true,
  };
}
