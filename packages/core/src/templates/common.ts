// The model parts many templates share (templates §3.1 "Common model parts" and its last paragraph).
// Each is a function so every template gets its own copy and can pass its own default.
import {
  DEFAULT_CHALLENGE_WEIGHTING,
  DEFAULT_SLIDE_STARS,
  GAME_TIMER_DEFAULT_MS,
  QUIZ_CORRECT_REINFORCEMENT,
  QUIZ_INCORRECT_REINFORCEMENT,
  STARS_ALL_STARS_POINTS,
  STARS_ONE_STAR_POINTS,
  TIMER_LIMIT_MINIMUM,
  TIMER_NO_LIMIT,
} from '../constants.ts';
import type { ObjectField, TemplateField, TemplateModel } from './model.ts';

/** Games: `timer.limit` in ms (default 20000, minimum 1) and `timer.disabled`. */
export function gameTimerField(limitDefault: number = GAME_TIMER_DEFAULT_MS): ObjectField {
  return {
    kind: 'object',
    name: 'timer',
    label: 'Timer',
    fields: [
      {
        kind: 'int',
        name: 'limit',
        label: 'Time limit (seconds)',
        unit: 'milliseconds',
        min: TIMER_LIMIT_MINIMUM,
        default: limitDefault,
      },
      {
        kind: 'boolean',
        name: 'disabled',
        label: 'No timer',
        help: 'Without a timer the game ends when every item is answered.',
        default: false,
      },
    ],
  };
}

/** Games: the points for one star and for all stars (1000 each). */
export function starsField(): ObjectField {
  return {
    kind: 'object',
    name: 'stars',
    label: 'Stars',
    fields: [
      { kind: 'int', name: 'minimumPoints', label: 'Points for one star', min: 0, default: STARS_ONE_STAR_POINTS },
      { kind: 'int', name: 'maximumPoints', label: 'Points for all stars', min: 0, default: STARS_ALL_STARS_POINTS },
    ],
  };
}

/**
 * Quizzes: the answer block — `text` (an explanation of the answer), the reinforcement shown when the
 * learner is right or wrong, the takeaway (the core message), plus fields of the template's own such as
 * `value` for number templates.
 */
export function quizAnswerField(extra: readonly TemplateField[] = []): ObjectField {
  return {
    kind: 'object',
    name: 'answer',
    label: 'Answer',
    // The block must be there when it carries the answer itself (number templates' `value`).
    required: extra.some((field) => field.required === true),
    fields: [
      ...extra,
      { kind: 'text', name: 'text', label: 'Explanation', help: 'Why the answer is right.', maxLength: 1000 },
      {
        kind: 'string',
        name: 'correct',
        label: 'When correct',
        default: QUIZ_CORRECT_REINFORCEMENT,
        maxLength: 200,
      },
      {
        kind: 'string',
        name: 'incorrect',
        label: 'When incorrect',
        default: QUIZ_INCORRECT_REINFORCEMENT,
        maxLength: 200,
      },
      {
        kind: 'text',
        name: 'takeaway',
        label: 'Takeaway',
        help: 'The one thing to remember, shown at the end.',
        maxLength: 500,
      },
    ],
  };
}

/** Quizzes: `timer.limit` in ms, -1 (the default) meaning no limit, and the out-of-time prompt. */
export function quizTimerField(): ObjectField {
  return {
    kind: 'object',
    name: 'timer',
    label: 'Timer',
    fields: [
      {
        kind: 'int',
        name: 'limit',
        label: 'Time limit (seconds)',
        unit: 'milliseconds',
        min: TIMER_LIMIT_MINIMUM,
        noneValue: TIMER_NO_LIMIT,
        default: TIMER_NO_LIMIT,
      },
      {
        kind: 'string',
        name: 'outOfTimePrompt',
        label: 'Out of time message',
        default: "Time's up!",
        maxLength: 200,
      },
    ],
  };
}

/** Every template: how much the slide weighs in the lesson score and how many stars it can give. */
export function challengeConfigurationField(starsDefault: number = DEFAULT_SLIDE_STARS): ObjectField {
  return {
    kind: 'object',
    name: 'challenge_configuration',
    label: 'Scoring',
    fields: [
      { kind: 'number', name: 'weighting', label: 'Weighting', min: 0, max: 100, default: DEFAULT_CHALLENGE_WEIGHTING },
      { kind: 'int', name: 'nb_stars', label: 'Stars to earn', min: 0, max: 5, default: starsDefault },
    ],
  };
}

/** Every template: whether learners see how others answered, and how long a written response may be. */
export const socialLearningField: ObjectField = {
  kind: 'object',
  name: 'socialLearning',
  label: 'Social learning',
  fields: [
    { kind: 'boolean', name: 'enabled', label: "Show other learners' answers", default: false },
    { kind: 'int', name: 'maxResponseLength', label: 'Longest response (characters)', min: 1, max: 5000, default: 500 },
  ],
};

/** Every template: a narration track and whether the slide waits for it. */
export const narrationField: ObjectField = {
  kind: 'object',
  name: 'narration',
  label: 'Narration',
  fields: [
    { kind: 'audio', name: 'audio_file', label: 'Narration audio' },
    { kind: 'boolean', name: 'progress_on_completion', label: 'Move on when the narration ends', default: false },
    { kind: 'boolean', name: 'can_not_be_skipped', label: 'Narration cannot be skipped', default: false },
  ],
};

/** The three parts any slide's data may hold (templates §3.1, last paragraph). */
export function slideCommonFields(starsDefault?: number): TemplateModel {
  return [challengeConfigurationField(starsDefault), socialLearningField, narrationField];
}

/** A game's model: its own fields, then timer and stars, then the common parts. */
export function gameModel(fields: readonly TemplateField[], timerLimitDefault?: number, starsDefault?: number): TemplateModel {
  return [...fields, gameTimerField(timerLimitDefault), starsField(), ...slideCommonFields(starsDefault)];
}

/** A quiz's model: its own fields, then the answer block (with `answerExtra`), timer and common parts. */
export function quizModel(fields: readonly TemplateField[], answerExtra: readonly TemplateField[] = []): TemplateModel {
  return [...fields, quizAnswerField(answerExtra), quizTimerField(), ...slideCommonFields()];
}

// ── Small parts the families repeat ──────────────────────────────────────────────────────────────────

/** An item's id, kept out of the form; new items hold the placeholder derivation replaces. */
export function idField(): TemplateField {
  return { kind: 'uuid', name: 'id', label: 'Id', hidden: true };
}

/** The question a quiz asks, plain text so it reads the same in the player, reports and derivation. */
export function questionField(label = 'Question'): TemplateField {
  return { kind: 'text', name: 'question', label, required: true, maxLength: 300 };
}

/** An image and the text a screen reader says for it. */
export function imageWithAltFields(required = true): TemplateField[] {
  return [
    { kind: 'image', name: 'image', label: 'Image', required },
    {
      kind: 'string',
      name: 'alt',
      label: 'Image description',
      help: 'What the image shows, for people who cannot see it.',
      required,
      maxLength: 150,
    },
  ];
}
