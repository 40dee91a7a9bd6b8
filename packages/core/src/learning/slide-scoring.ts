// What each slide of a lesson is worth (issue 5 scoring): quiz, game and package (SCORM, AICC) slides
// share the lesson's 100 points by their weighting; content and survey slides score nothing. Read from the Published slide's
// data only, so a client can never raise what a slide is worth.
import {
  DEFAULT_CHALLENGE_WEIGHTING,
  DEFAULT_SLIDE_STARS,
  IMAGE_WORD_MATCH_POINTS_PER_QUESTION,
  JEOPARDY_FIRST_QUESTION_POINTS,
  MANY_ITEM_GAME_STARS,
  POINTS_PER_QUESTION,
  STARS_ALL_STARS_POINTS,
  STARS_ONE_STAR_POINTS,
} from '../constants.ts';
import { isPackageSlideType } from '../packages/package-result.ts';
import { findSlideTemplate } from '../templates/catalogue.ts';

export interface SlideLike {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

export interface StarThresholds {
  /** Points for one star. */
  minimumPoints: number;
  /** Points for all stars. */
  maximumPoints: number;
}

export type SlideScoring =
  | { kind: 'unscored' }
  | {
      /** A package's points are its reported score on one question's scale (packagePoints). */
      kind: 'quiz' | 'game' | 'package';
      /** Its share of the lesson's 100 points, relative to the other scored slides. */
      weighting: number;
      /** The stars the slide gives in all. */
      stars: number;
      /** The most points a result may claim (a quiz's 1000; a game's items × points per item). */
      maxPoints: number;
      thresholds: StarThresholds;
    };

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const finiteOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

// Templates whose nb_stars defaults to 5: several words or rounds make one slide (docs/decisions.md).
const manyStarTemplates = new Set(['game-jumble', 'image-word-match']);

/** The most points a game slide can earn, from its data (TEMPLATES.md: 1000 an item unless the template says). */
export function gameMaxPoints(type: string, data: Record<string, unknown>): number {
  switch (type) {
    case 'image-word-match':
      return list(data.rounds).length * Math.max(0, finiteOr(data.pointsPerQuestion, IMAGE_WORD_MATCH_POINTS_PER_QUESTION));
    case 'jeopardy': {
      // Each row of the board is worth the first question's points times the row (200, 400, … 1000).
      const base = Math.max(0, finiteOr(data.firstQuestionPoints, JEOPARDY_FIRST_QUESTION_POINTS));
      return list(data.categories).reduce<number>(
        (sum, category) => sum + list(record(category).questions).reduce<number>((rows, _, row) => rows + base * (row + 1), 0),
        0,
      );
    }
    case 'game-next-in-order':
      // The first image is shown; each later one is a round.
      return Math.max(0, list(data.sequence).length - 1) * POINTS_PER_QUESTION;
    case 'game-true-or-false':
    case 'left-or-right':
      return list(data.statements).length * POINTS_PER_QUESTION;
    case 'game-jumble':
    case 'find-a-word':
      return list(data.words).length * POINTS_PER_QUESTION;
    case 'game-memory':
      return list(data.tiles).length * POINTS_PER_QUESTION;
    case 'elevator-game':
      return list(data.images).length * POINTS_PER_QUESTION;
    default:
      // multiple-choice-game and any game added later: one question.
      return POINTS_PER_QUESTION;
  }
}

export function slideStarCount(type: string, data: Record<string, unknown>): number {
  const fallback = manyStarTemplates.has(type) ? MANY_ITEM_GAME_STARS : DEFAULT_SLIDE_STARS;
  return Math.max(0, Math.floor(finiteOr(record(data.challenge_configuration).nb_stars, fallback)));
}

export function slideScoring(slide: SlideLike): SlideScoring {
  if (isPackageSlideType(slide.type))
    // A package's own score counts (issue 13); it is not our question, so it earns no stars.
    return {
      kind: 'package',
      weighting: Math.max(0, finiteOr(record(slide.data.challenge_configuration).weighting, DEFAULT_CHALLENGE_WEIGHTING)),
      stars: 0,
      maxPoints: POINTS_PER_QUESTION,
      thresholds: { minimumPoints: STARS_ONE_STAR_POINTS, maximumPoints: STARS_ALL_STARS_POINTS },
    };
  const play = findSlideTemplate(slide.type)?.play;
  if (play !== 'quiz' && play !== 'game') return { kind: 'unscored' };
  const stars = record(slide.data.stars);
  return {
    kind: play,
    weighting: Math.max(0, finiteOr(record(slide.data.challenge_configuration).weighting, DEFAULT_CHALLENGE_WEIGHTING)),
    stars: slideStarCount(slide.type, slide.data),
    maxPoints: play === 'game' ? gameMaxPoints(slide.type, slide.data) : POINTS_PER_QUESTION,
    thresholds: {
      minimumPoints: finiteOr(stars.minimumPoints, STARS_ONE_STAR_POINTS),
      maximumPoints: finiteOr(stars.maximumPoints, STARS_ALL_STARS_POINTS),
    },
  };
}
