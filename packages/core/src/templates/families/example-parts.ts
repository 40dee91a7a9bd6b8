// Parts the families' examples share, so every example starts from the spec's defaults.
import {
  GAME_TIMER_DEFAULT_MS,
  GENERATED_ID_PLACEHOLDER,
  QUIZ_CORRECT_REINFORCEMENT,
  QUIZ_INCORRECT_REINFORCEMENT,
  STARS_ALL_STARS_POINTS,
  STARS_ONE_STAR_POINTS,
  TIMER_NO_LIMIT,
} from '../../constants.ts';

/** New items' ids: derivation replaces the placeholder with fresh ones. */
export const NEW_ID = GENERATED_ID_PLACEHOLDER;

/** An example picture that ships with the app (packages/web/public/examples, made by scripts/make-example-media.ts). */
export const exampleImage = (name: string) => `/examples/images/${name}.jpg`;

export const gameTimer = (limit = GAME_TIMER_DEFAULT_MS) => ({ limit, disabled: false });

export const gameStars = () => ({ minimumPoints: STARS_ONE_STAR_POINTS, maximumPoints: STARS_ALL_STARS_POINTS });

/** A quiz's answer block with the default reinforcements; `extra` adds the template's own fields. */
export const quizAnswer = (text: string, takeaway: string, extra: Record<string, unknown> = {}) => ({
  ...extra,
  text,
  correct: QUIZ_CORRECT_REINFORCEMENT,
  incorrect: QUIZ_INCORRECT_REINFORCEMENT,
  takeaway,
});

export const quizTimer = () => ({ limit: TIMER_NO_LIMIT, outOfTimePrompt: "Time's up!" });
