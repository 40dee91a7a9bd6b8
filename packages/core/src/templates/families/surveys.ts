// The survey templates (templates §3.1, TEMPLATES.md "Surveys"): questions with no right answer; with
// social learning on, the learner then sees how others answered.
import { idField, slideCommonFields } from '../common.ts';
import { CORRECT_ANSWER_TYPE, draftQuestion, readObject, readObjects, readString } from '../question-draft.ts';
import type { QuestionDraft, SlideTemplate, TemplateCategory, TemplateField, TemplateModel } from '../model.ts';
import { sliderFields } from './numbers.ts';

const MOVE_ON = 'Move on';

function surveyModel(fields: readonly TemplateField[]): TemplateModel {
  return [...fields, ...slideCommonFields()];
}

/** The question every survey asks: an id kept across saves (so responses stay attached) and its text. */
export const surveyQuestionField: TemplateField = {
  kind: 'object',
  name: 'question',
  label: 'Question',
  fields: [idField(), { kind: 'html', name: 'content', label: 'Question', required: true, maxLength: 2000 }],
  required: true,
};

/**
 * A survey's question record (templates §3.2). A survey has no wrong answer, so every answer is an
 * `answer` that is not `correct`: nothing is marked wrong, nothing scores.
 */
export function surveyQuestion(
  type: string,
  category: TemplateCategory,
  question: { id: string; content: string },
  answers: readonly { id: string; content: string }[] = [],
): QuestionDraft {
  const draft = draftQuestion({
    type,
    category,
    ...question,
    answers: answers.map((answer) => ({ ...answer, correct: false })),
  });
  return { ...draft, answers: draft.answers.map((answer) => ({ ...answer, type: CORRECT_ANSWER_TYPE })) };
}

/** The `question` object of a survey's data, as `surveyQuestion` takes it. */
export function readSurveyQuestion(data: Record<string, unknown>): { id: string; content: string } {
  const question = readObject(data, 'question');
  return { id: readString(question, 'id'), content: readString(question, 'content') };
}

const quadrantSurvey: SlideTemplate = {
  type: 'quadrant-survey',
  displayName: 'Quadrant survey',
  description: 'Learners place one to eight words on a two-axis chart of four zones, then see where others put them.',
  category: 'Survey',
  features: ['social', 'narration'],
  play: 'survey',
  model: surveyModel([
    surveyQuestionField,
    {
      kind: 'list',
      name: 'zones',
      label: 'Zones',
      help: 'Top left, top right, bottom left, bottom right: each zone is named by where it sits on each axis.',
      min: 4,
      max: 4,
      item: {
        kind: 'object',
        name: 'zone',
        label: 'Zone',
        fields: [
          { kind: 'string', name: 'xAxis', label: 'Across', required: true, maxLength: 40 },
          { kind: 'string', name: 'yAxis', label: 'Up', required: true, maxLength: 40 },
        ],
      },
    },
    {
      kind: 'list',
      name: 'words',
      label: 'Words',
      min: 1,
      max: 8,
      itemLabel: 'Add word',
      item: {
        kind: 'object',
        name: 'word',
        label: 'Word',
        fields: [
          idField(),
          { kind: 'string', name: 'name', label: 'Word', required: true, maxLength: 60 },
          {
            kind: 'string',
            name: 'short',
            label: 'Short label',
            help: 'Up to 4 characters, shown on the chart.',
            required: true,
            maxLength: 4,
          },
        ],
      },
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Prioritise this week',
      data: {
        question: { id: '#GENUUID#', content: '<p>Where would you place each of these tasks this week?</p>' },
        zones: [
          { xAxis: 'Not urgent', yAxis: 'Important' },
          { xAxis: 'Urgent', yAxis: 'Important' },
          { xAxis: 'Not urgent', yAxis: 'Not important' },
          { xAxis: 'Urgent', yAxis: 'Not important' },
        ],
        words: [
          { id: '#GENUUID#', name: 'Answering e-mail', short: 'MAIL' },
          { id: '#GENUUID#', name: 'Quarterly plan', short: 'PLAN' },
          { id: '#GENUUID#', name: 'Customer escalation', short: 'ESC' },
          { id: '#GENUUID#', name: 'Team one-to-ones', short: '1:1' },
        ],
      },
    },
  ],
  prompt:
    'Pick two axes that really divide opinion (urgent/important, effort/impact) and four to eight items ' +
    'learners know well enough to place. Ask for their own view, not the right one: there is none.',
  doneText: MOVE_ON,
  visibleInPicker: true,
  hiddenFromPlans: [],
  questions: (data) => [
    surveyQuestion(
      'quadrant-survey',
      'Survey',
      readSurveyQuestion(data),
      readObjects(data, 'words').map((word) => ({ id: readString(word, 'id'), content: readString(word, 'name') })),
    ),
  ],
};

const sliderSurvey: SlideTemplate = {
  type: 'slider-survey',
  displayName: 'Slider survey',
  description: 'Learners place a value on a slider between two labelled ends, then see the average.',
  category: 'Survey',
  features: ['social', 'narration'],
  play: 'survey',
  // templates §3.1: "as slider plus minLabel and maxLabel; increment minimum 0" — the slider's own
  // fields, asking its question the way every survey does.
  model: surveyModel([
    ...sliderFields(0).map((field) => (field.name === 'question' ? surveyQuestionField : field)),
    { kind: 'string', name: 'minLabel', label: 'Label at the low end', maxLength: 40 },
    { kind: 'string', name: 'maxLabel', label: 'Label at the high end', maxLength: 40 },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Confidence check',
      data: {
        question: { id: '#GENUUID#', content: '<p>How confident do you feel handling a complaint on your own?</p>' },
        min: 0,
        max: 10,
        labels: 3,
        decimals: 0,
        increment: 1,
        suffix: '',
        minLabel: 'Not at all',
        maxLabel: 'Completely',
      },
    },
  ],
  prompt:
    'Ask about a degree (confidence, agreement, frequency) and label both ends in plain words so the ' +
    'scale needs no explaining. Ask before and after a lesson to show learners how far they came.',
  doneText: MOVE_ON,
  visibleInPicker: true,
  hiddenFromPlans: [],
  questions: (data) => [surveyQuestion('slider-survey', 'Survey', readSurveyQuestion(data))],
};

const multipleChoiceSurvey: SlideTemplate = {
  type: 'multiple-choice-survey',
  displayName: 'Multiple choice survey',
  description: 'Learners pick among two to eight answers, then see the share of each.',
  category: 'Survey',
  features: ['social', 'narration'],
  play: 'survey',
  model: surveyModel([
    surveyQuestionField,
    {
      kind: 'list',
      name: 'answers',
      label: 'Answers',
      min: 2,
      max: 8,
      itemLabel: 'Add answer',
      item: {
        kind: 'object',
        name: 'answer',
        label: 'Answer',
        fields: [idField(), { kind: 'string', name: 'content', label: 'Answer', required: true, maxLength: 200 }],
      },
    },
    { kind: 'int', name: 'selectable', label: 'Answers a learner may pick', min: 1, max: 8, default: 1 },
    { kind: 'boolean', name: 'randomize', label: 'Shuffle the answers', default: false },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'How do you learn best?',
      data: {
        question: { id: '#GENUUID#', content: '<p>When you need to learn a new tool at work, what do you do first?</p>' },
        answers: [
          { id: '#GENUUID#', content: 'Watch a video' },
          { id: '#GENUUID#', content: 'Ask a colleague' },
          { id: '#GENUUID#', content: 'Read the manual' },
          { id: '#GENUUID#', content: 'Try it and see' },
        ],
        selectable: 1,
        randomize: false,
      },
    },
  ],
  prompt:
    'Ask for an opinion or a habit, not a fact. Offer answers that cover the real range of views, are ' +
    'about the same length, and do not overlap; allow several picks only when several can be true.',
  doneText: MOVE_ON,
  visibleInPicker: true,
  hiddenFromPlans: [],
  questions: (data) => [
    surveyQuestion(
      'multiple-choice-survey',
      'Survey',
      readSurveyQuestion(data),
      readObjects(data, 'answers').map((answer) => ({ id: readString(answer, 'id'), content: readString(answer, 'content') })),
    ),
  ],
};

/** The longest minimum a free-text survey may ask for, in characters (the longest social response). */
const FREE_TEXT_MINIMUM_MAX = 5000;

const freeTextSurvey: SlideTemplate = {
  type: 'free-text-survey',
  displayName: 'Free text survey',
  description: 'Learners write their own answer of at least a minimum length, then read what others wrote.',
  category: 'Survey',
  features: ['social', 'narration'],
  play: 'survey',
  model: surveyModel([
    surveyQuestionField,
    {
      kind: 'int',
      name: 'minResponseLength',
      label: 'Shortest response (characters)',
      help: '0 accepts any response.',
      min: 0,
      max: FREE_TEXT_MINIMUM_MAX,
      default: 0,
    },
    { kind: 'string', name: 'placeholder', label: 'Hint in the empty box', default: 'Type your answer…', maxLength: 120 },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Reflect on a difficult conversation',
      data: {
        question: {
          id: '#GENUUID#',
          content: '<p>Think of a difficult conversation you had with a customer. What would you do differently now?</p>',
        },
        minResponseLength: 40,
        placeholder: 'Next time I would…',
      },
    },
  ],
  prompt:
    'Ask an open question learners can answer from their own experience in two or three sentences. Set a ' +
    'minimum length that asks for a real thought (around 40 characters), and turn on social learning so ' +
    'they learn from each other.',
  doneText: MOVE_ON,
  visibleInPicker: true,
  hiddenFromPlans: [],
  questions: (data) => [surveyQuestion('free-text-survey', 'Survey', readSurveyQuestion(data))],
};

/** Survey templates, in picker order. */
export const surveyTemplates: readonly SlideTemplate[] = [multipleChoiceSurvey, sliderSurvey, freeTextSurvey, quadrantSurvey];
