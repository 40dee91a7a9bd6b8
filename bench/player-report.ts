// The target (issue 5, Checks → Bench): the player's first slide interactive within 1 s.
export const MAXIMUM_PLAYER_FIRST_SLIDE_MS = 1000;

/** `player-first-slide-ms`, after a `target-missed:` line when it is above the target. */
export function playerFirstSlideLines(firstSlideMs: number): string[] {
  const ms = Math.round(firstSlideMs);
  const missed =
    ms > MAXIMUM_PLAYER_FIRST_SLIDE_MS ? [`target-missed: player-first-slide-ms ${ms} is above ${MAXIMUM_PLAYER_FIRST_SLIDE_MS}`] : [];
  return [...missed, `player-first-slide-ms: ${ms}`];
}
