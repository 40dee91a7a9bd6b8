/**
 * The navigation state with which the AI course page opens the course editor on the run it started. A
 * course whose generation finished reads generationStatus Generated like any course made by hand, so the
 * editor shows the generation panel for it only when it was sent here to follow it.
 */
export const followGenerationState = { followGeneration: true } as const;

export const isFollowingGeneration = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { followGeneration?: unknown }).followGeneration === true;
