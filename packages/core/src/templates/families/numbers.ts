// Numbers quizzes (TEMPLATES.md "Quizzes"): the learner sets or chooses a number — digit wheels, a
// slider, a dial, a pie slice, bars sharing a total.
import { idField, questionField, quizModel } from '../common.ts';
import type { SlideTemplate, TemplateField } from '../model.ts';
import { draftQuestion, readBoolean, readNumber, readObject, readObjects, readString } from '../question-draft.ts';
import { NEW_ID as ID, quizAnswer, quizTimer } from './example-parts.ts';

const quizBase = {
  category: 'Numbers',
  features: ['narration'],
  play: 'quiz',
  doneText: 'Move on',
  visibleInPicker: true,
  hiddenFromPlans: [],
} as const;

/** The smallest step 8 decimals can show; a step must move the value. */
const SMALLEST_INCREMENT = 0.00000001;

const answerValue: TemplateField = { kind: 'number', name: 'value', label: 'Right value', required: true };

const suffixField = (fallback?: string): TemplateField => ({
  kind: 'string',
  name: 'suffix',
  label: 'Unit after the value',
  maxLength: 20,
  ...(fallback === undefined ? {} : { default: fallback }),
});

const decimalsField = (): TemplateField => ({ kind: 'int', name: 'decimals', label: 'Decimal places', min: 0, max: 8, default: 0 });

/** One question whose right answer is the slide's `answer.value` (with its unit). */
function valueQuestion(type: string, content: string, data: Record<string, unknown>, prefix = '') {
  const value = readNumber(readObject(data, 'answer'), 'value');
  return [
    draftQuestion({
      type,
      category: 'Numbers',
      content,
      answers: [{ content: `${prefix}${value}${readString(data, 'suffix')}`, correct: true }],
    }),
  ];
}

const numberPicker: SlideTemplate = {
  ...quizBase,
  type: 'number-picker',
  displayName: 'Number picker',
  description: 'Digit wheels the learner turns to set a number, with an optional prefix and unit.',
  model: quizModel(
    [
      {
        kind: 'text',
        name: 'title',
        label: 'Question',
        help: 'Write ### where the number goes, or the number itself; hashes win when both are there.',
        required: true,
        maxLength: 300,
      },
      {
        kind: 'object',
        name: 'number',
        label: 'Number',
        fields: [
          { kind: 'int', name: 'digits', label: 'Digits', min: 1, max: 4, default: 2 },
          { kind: 'int', name: 'min', label: 'Smallest', min: 0, max: 9999, default: 0 },
          { kind: 'int', name: 'max', label: 'Largest', min: 0, max: 9999, default: 99 },
          { kind: 'string', name: 'prefix', label: 'Before the number', maxLength: 10 },
          { kind: 'string', name: 'suffix', label: 'After the number', maxLength: 20 },
          { kind: 'int', name: 'initial', label: 'Starting value', min: 0, max: 9999, default: 0 },
        ],
      },
    ],
    [{ kind: 'int', name: 'value', label: 'Right number', min: 0, max: 9999, required: true }],
  ),
  examples: [
    {
      subtype: 'default',
      name: 'Bones of the body',
      data: {
        title: 'An adult human skeleton has ### bones.',
        number: { digits: 3, min: 0, max: 999, prefix: '', suffix: '', initial: 100 },
        answer: quizAnswer('Babies are born with around 300 bones; many fuse as we grow, leaving 206.', 'Adults have 206 bones.', {
          value: 206,
        }),
        timer: quizTimer(),
      },
    },
    {
      subtype: 'prefix',
      name: 'Minimum order',
      data: {
        title: 'Orders qualify for free delivery from $##.',
        number: { digits: 2, min: 0, max: 99, prefix: '$', suffix: '', initial: 0 },
        answer: quizAnswer('Free delivery starts at $50 — mention it when a basket is close.', 'Free delivery from $50.', { value: 50 }),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Ask for one exact whole number the learner should know (a limit, a count, a date) and write ### in ' +
    'the question where it belongs. Set the digits to fit the answer, the smallest and largest values so ' +
    'the wheels cover sensible guesses, and a unit if it helps.',
  questions: (data) => {
    const number = readObject(data, 'number');
    const value = readNumber(readObject(data, 'answer'), 'value');
    return [
      draftQuestion({
        type: 'number-picker',
        category: 'Numbers',
        content: readString(data, 'title'),
        answers: [{ content: `${readString(number, 'prefix')}${value}${readString(number, 'suffix')}`, correct: true }],
      }),
    ];
  },
};

const numberSentence: SlideTemplate = {
  ...quizBase,
  type: 'number-sentence',
  displayName: 'Number sentence',
  description: 'A number sentence the learner completes by choosing the right numbers among several.',
  model: quizModel([
    questionField('Number sentence'),
    {
      kind: 'list',
      name: 'numbers',
      label: 'Numbers on offer',
      itemLabel: 'Add number',
      min: 2,
      max: 8,
      counts: [{ field: 'correct', equals: true, min: 1, label: 'correct numbers' }],
      item: {
        kind: 'object',
        name: 'number',
        label: 'Number',
        fields: [
          idField(),
          { kind: 'number', name: 'number', label: 'Number', required: true },
          { kind: 'boolean', name: 'correct', label: 'Completes the sentence', default: false },
        ],
      },
    },
    decimalsField(),
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Three quarters',
      data: {
        question: '3 ÷ 4 = ?',
        numbers: [
          { id: ID, number: 0.75, correct: true },
          { id: ID, number: 0.34, correct: false },
          { id: ID, number: 1.33, correct: false },
          { id: ID, number: 0.7, correct: false },
        ],
        decimals: 2,
        answer: quizAnswer('Three quarters is 75 hundredths: 0.75.', 'Divide the top by the bottom to turn a fraction into a decimal.'),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Write a number sentence with a gap (a sum, a conversion, a formula) and offer 2 to 8 numbers, marking ' +
    'the ones that complete it. Make the wrong numbers the results of typical slips — a swapped digit, the ' +
    'wrong operation — and set the decimal places the numbers need.',
  questions: (data) => [
    draftQuestion({
      type: 'number-sentence',
      category: 'Numbers',
      content: readString(data, 'question'),
      answers: readObjects(data, 'numbers').map((entry) => ({
        id: readString(entry, 'id'),
        content: String(readNumber(entry, 'number')),
        correct: readBoolean(entry, 'correct'),
      })),
    }),
  ],
};

/** A slider's fields (templates §3.1); slider-survey is "as slider" with its own increment minimum. */
export function sliderFields(incrementMinimum: number = SMALLEST_INCREMENT): TemplateField[] {
  return [
    questionField(),
    { kind: 'number', name: 'min', label: 'Smallest value', default: 0 },
    { kind: 'number', name: 'max', label: 'Largest value', default: 10 },
    { kind: 'int', name: 'labels', label: 'Labels along the slider', min: 2, max: 10, default: 3 },
    decimalsField(),
    { kind: 'number', name: 'increment', label: 'Step', min: incrementMinimum, default: 1 },
    suffixField(),
  ];
}

const slider: SlideTemplate = {
  ...quizBase,
  type: 'slider',
  displayName: 'Slider',
  description: 'A slider between two values with labels along it; the learner slides to the answer.',
  model: quizModel(sliderFields(), [answerValue]),
  examples: [
    {
      subtype: 'default',
      name: 'pH of pure water',
      data: {
        question: 'What is the pH of pure water?',
        min: 0,
        max: 14,
        labels: 3,
        decimals: 0,
        increment: 1,
        suffix: '',
        answer: quizAnswer('Pure water is neutral: pH 7, halfway between acid (0) and alkaline (14).', 'Neutral is pH 7.', { value: 7 }),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Ask for a value on a scale the learner can estimate — a temperature, a percentage, a rating — and set ' +
    'the smallest and largest values so the answer is not at either end. Choose a step that makes the exact ' +
    'answer reachable and enough labels to read the scale.',
  questions: (data) => valueQuestion('slider', readString(data, 'question'), data),
};

const dial: SlideTemplate = {
  ...quizBase,
  type: 'dial',
  displayName: 'Dial',
  description: 'A dial the learner turns to the answer, with labels around it.',
  model: quizModel(
    [
      questionField(),
      { kind: 'number', name: 'min', label: 'Smallest value', default: 0 },
      { kind: 'number', name: 'max', label: 'Largest value', default: 100 },
      { kind: 'number', name: 'increment', label: 'Step', min: 1, default: 1 },
      { kind: 'int', name: 'labels', label: 'Labels around the dial', min: 0, max: 10, default: 4 },
      decimalsField(),
      suffixField(),
    ],
    [answerValue],
  ),
  examples: [
    {
      subtype: 'default',
      name: 'Fridge temperature',
      data: {
        question: 'Set the dial to the warmest a fridge should ever be.',
        min: 0,
        max: 10,
        increment: 1,
        labels: 4,
        decimals: 0,
        suffix: ' °C',
        answer: quizAnswer('Above 5 °C bacteria multiply quickly in chilled food.', 'Keep fridges at 5 °C or colder.', { value: 5 }),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Ask for one value the learner should know within a range — a setting, a limit, a dose — and set the ' +
    'smallest and largest values and a step so the answer sits on the dial. A few labels help the learner ' +
    'read the dial without giving the answer away.',
  questions: (data) => valueQuestion('dial', readString(data, 'question'), data),
};

const dialDistribution: SlideTemplate = {
  ...quizBase,
  type: 'dial-distribution',
  displayName: 'Dial distribution',
  description: 'A dial marked with several values; the learner turns it to the right one.',
  model: quizModel(
    [
      questionField(),
      { kind: 'number', name: 'min', label: 'Smallest value', default: 0 },
      { kind: 'number', name: 'max', label: 'Largest value', default: 100 },
      decimalsField(),
      suffixField(),
      {
        kind: 'list',
        name: 'incorrectValues',
        label: 'Wrong values marked on the dial',
        itemLabel: 'Add wrong value',
        min: 1,
        max: 8,
        item: {
          kind: 'object',
          name: 'incorrectValue',
          label: 'Wrong value',
          fields: [idField(), { kind: 'number', name: 'value', label: 'Wrong value', required: true }],
        },
      },
    ],
    [answerValue],
  ),
  examples: [
    {
      subtype: 'default',
      name: 'Water on Earth',
      data: {
        question: "About how much of the Earth's surface is covered by water?",
        min: 0,
        max: 100,
        decimals: 0,
        suffix: '%',
        incorrectValues: [50, 60, 85, 95].map((value) => ({ id: ID, value })),
        answer: quizAnswer('Oceans, seas, lakes and rivers cover about 71% of the surface.', 'Earth is mostly water: about 71%.', {
          value: 71,
        }),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Ask for a value the learner should know, give the right value and 1 to 8 wrong ones to mark on the ' +
    'dial. Spread the wrong values across the range and put some close to the answer, so the learner has ' +
    'to know it rather than rule out the extremes.',
  questions: (data) => [
    draftQuestion({
      type: 'dial-distribution',
      category: 'Numbers',
      content: readString(data, 'question'),
      answers: [
        { content: `${readNumber(readObject(data, 'answer'), 'value')}${readString(data, 'suffix')}`, correct: true },
        ...readObjects(data, 'incorrectValues').map((wrong) => ({
          id: readString(wrong, 'id'),
          content: `${readNumber(wrong, 'value')}${readString(data, 'suffix')}`,
          correct: false,
        })),
      ],
    }),
  ],
};

const pieChart: SlideTemplate = {
  ...quizBase,
  type: 'pie-chart',
  displayName: 'Pie chart',
  description: 'A pie the learner drags to show a share, as a percentage.',
  model: quizModel(
    [
      questionField(),
      { kind: 'number', name: 'min', label: 'Smallest value', default: 0 },
      { kind: 'number', name: 'max', label: 'Largest value', default: 100 },
      suffixField('%'),
      { kind: 'int', name: 'increment', label: 'Step', min: 1, default: 1 },
    ],
    [answerValue],
  ),
  examples: [
    {
      subtype: 'default',
      name: 'Water in the body',
      data: {
        question: 'About what share of an adult human body is water?',
        min: 0,
        max: 100,
        suffix: '%',
        increment: 1,
        answer: quizAnswer('Around 60% of an adult body is water, more in children.', 'You are about 60% water — drink enough.', {
          value: 60,
        }),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Ask for a share of a whole that the learner should have a feel for — a proportion, a market share, ' +
    'a part of a budget — as a percentage. Pick facts where a close guess shows understanding, and say in ' +
    'the explanation what the number means.',
  questions: (data) => valueQuestion('pie-chart', readString(data, 'question'), data),
};

const ratio: SlideTemplate = {
  ...quizBase,
  type: 'ratio',
  displayName: 'Ratio',
  description: 'Bars the learner adjusts to show how a total is shared, or each on its own.',
  model: quizModel([
    questionField(),
    {
      kind: 'list',
      name: 'bars',
      label: 'Bars',
      itemLabel: 'Add bar',
      min: 1,
      max: 4,
      item: {
        kind: 'object',
        name: 'bar',
        label: 'Bar',
        fields: [
          idField(),
          { kind: 'string', name: 'title', label: 'Title', required: true, maxLength: 30 },
          { kind: 'number', name: 'value', label: 'Right value', min: 0, required: true },
        ],
      },
    },
    { kind: 'number', name: 'total', label: 'Total the bars share', min: 1, default: 100 },
    { kind: 'int', name: 'increment', label: 'Step', min: 1, default: 1 },
    {
      kind: 'boolean',
      name: 'independent',
      label: 'Bars move independently',
      help: 'Off: raising one bar lowers the others, keeping the total.',
      default: false,
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'A balanced plate',
      data: {
        question: 'How should a balanced plate be shared out?',
        bars: [
          { id: ID, title: 'Vegetables and fruit', value: 50 },
          { id: ID, title: 'Protein', value: 25 },
          { id: ID, title: 'Whole grains', value: 25 },
        ],
        total: 100,
        increment: 5,
        independent: false,
        answer: quizAnswer(
          'Half the plate vegetables and fruit, a quarter protein, a quarter whole grains.',
          'Fill half your plate with vegetables and fruit.',
        ),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Ask how a whole splits into 1 to 4 named parts — a budget, a diet, a mix — and give each bar its right ' +
    'value; the values should add up to the total unless the bars move independently. Use a step that ' +
    'makes the answer reachable without being fiddly.',
  questions: (data) => [
    draftQuestion({
      type: 'ratio',
      category: 'Numbers',
      content: readString(data, 'question'),
      answers: readObjects(data, 'bars').map((bar) => ({
        id: readString(bar, 'id'),
        content: `${readString(bar, 'title')}: ${readNumber(bar, 'value')}`,
        correct: true,
      })),
    }),
  ],
};

export const numbersTemplates: readonly SlideTemplate[] = [numberPicker, numberSentence, slider, dial, dialDistribution, pieChart, ratio];
