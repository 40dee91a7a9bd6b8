// The vocabulary of a slide template (templates §3.1): the field kinds of a template's model, the
// template record itself and its examples. The catalogue (one file per family) is written in these
// terms; `model-schema.ts` turns a model into the zod schema that validates a slide's data, and the
// lesson editor turns the same model into a form.
import type { PlanKind } from '../enums/plan-kinds.ts';
import type { Question } from '../entities/question.ts';

/** templates §3.1: the nine template categories, in the order the picker shows them. */
export const templateCategories = [
  'Game',
  'Content',
  'Concepts',
  'Multiple Choice',
  'Numbers',
  'Survey',
  'Relationships',
  'Advanced',
  'Peer Learning',
] as const;
export type TemplateCategory = (typeof templateCategories)[number];

/** templates §3.1: the four template features. */
export const templateFeatures = ['stars', 'social', 'narration', 'online'] as const;
export type TemplateFeature = (typeof templateFeatures)[number];

/**
 * How a template plays (TEMPLATES.md): content scores nothing, a quiz is one scored question, a game is
 * timed with several items whose points become stars, a survey has no right answer.
 */
export const templatePlayKinds = ['content', 'quiz', 'game', 'survey'] as const;
export type TemplatePlayKind = (typeof templatePlayKinds)[number];

/** templates §3.1: field kinds; `object` groups named fields (e.g. `answer.value`, `number.digits`). */
export const fieldKinds = [
  'html',
  'text',
  'image',
  'video',
  'audio',
  'int',
  'number',
  'boolean',
  'select',
  'string',
  'uuid',
  'scorm',
  'list',
  'object',
] as const;
export type FieldKind = (typeof fieldKinds)[number];

interface FieldBase {
  /** The key in the slide's data. */
  name: string;
  /** The form label (English; the editor translates by `templates.<type>.<path>` when a key exists). */
  label: string;
  /** A short hint under the field. */
  help?: string;
  /** Optional fields may be absent or empty; required text must be non-blank. Defaults to false. */
  required?: boolean;
  /** Kept in the data but not shown in the form ("not visible" / "not shown" in the spec). */
  hidden?: boolean;
}

/** Rich text (sanitised on the server), or plain multi-line text, or a single-line string. */
export interface TextLikeField extends FieldBase {
  kind: 'html' | 'text' | 'string';
  default?: string;
  minLength?: number;
  maxLength?: number;
  /** `web-address`: an absolute http(s) address, or a path of our own origin (a page learners open). */
  format?: 'web-address';
}

/** A media reference: a URL (until uploads exist) or an uploaded file's URL. */
export interface MediaField extends FieldBase {
  kind: 'image' | 'video' | 'audio' | 'scorm';
  default?: string;
  /** A sibling int field holding the file's length in seconds, which the editor reads from the file. */
  durationField?: string;
}

export interface NumericField extends FieldBase {
  kind: 'int' | 'number';
  default?: number;
  min?: number;
  max?: number;
  /**
   * A value accepted outside `min`–`max` that means "none" (the quiz timer's -1, templates §3.1); the
   * editor offers it as a "no limit" choice rather than a number.
   */
  noneValue?: number;
  /** The data's unit when it is not the one authors think in: a time limit kept in milliseconds is edited in seconds. */
  unit?: 'milliseconds';
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
}

export interface SelectField extends FieldBase {
  kind: 'select';
  options: readonly string[];
  default?: string;
}

/** An id (an answer's or a question's); `#GENUUID#` stands for one to be generated (templates §3.2). */
export interface UuidField extends FieldBase {
  kind: 'uuid';
}

/**
 * How many items of a list may have `field` equal to `equals`, e.g. the elevator game's "1-4 correct and
 * 0-4 incorrect attributes" (templates §3.1) over one list of attributes with a `correct` flag.
 */
export interface ListCountRule {
  field: string;
  equals: string | number | boolean;
  min?: number;
  max?: number;
  /** What such items are called in a message, e.g. "correct attributes". */
  label: string;
}

/** A repeating field: `min` to `max` items, each shaped by `item`. */
export interface ListField extends FieldBase {
  kind: 'list';
  min: number;
  max: number;
  item: TemplateField;
  /** The text on the editor's add button, e.g. "Add statement". */
  itemLabel?: string;
  /** Bounds on how many items have a given value (checked with the list's own bounds). */
  counts?: readonly ListCountRule[];
}

export interface ObjectField extends FieldBase {
  kind: 'object';
  fields: readonly TemplateField[];
}

export type TemplateField = TextLikeField | MediaField | NumericField | BooleanField | SelectField | UuidField | ListField | ObjectField;

/** A template's model: the top-level fields of a slide's data. */
export type TemplateModel = readonly TemplateField[];

/** A ready-made slide an author can start from; `data` validates against the model. */
export interface TemplateExample {
  subtype: string;
  name: string;
  data: Record<string, unknown>;
}

/**
 * A question as a template reads it from its slide data, before derivation (templates §3.2) gives it
 * ids, types and weighting. Returned by `SlideTemplate.questions`.
 */
export type QuestionDraft = Question;

export interface SlideTemplate {
  type: string;
  displayName: string;
  description: string;
  category: TemplateCategory;
  features: readonly TemplateFeature[];
  play: TemplatePlayKind;
  model: TemplateModel;
  examples: readonly TemplateExample[];
  /** How to write good content for this template (shown in the picker and used for generation). */
  prompt: string;
  /** The label of the button that ends the slide, usually 'Continue' or 'Move on'. */
  doneText: string;
  /** Hidden templates exist (old lessons keep playing) but are not offered in the picker. */
  visibleInPicker: boolean;
  /** Plans that do not see this template at all (templates §6). */
  hiddenFromPlans: readonly PlanKind[];
  /** Reads the slide's questions for derivation; content templates have none. */
  questions?: (data: Record<string, unknown>) => QuestionDraft[];
}
