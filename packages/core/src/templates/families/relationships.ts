// Relationships quizzes (TEMPLATES.md "Quizzes"): the learner puts things where they belong — into
// columns or categories, onto their partner or target, or into order.
import { idField, imageWithAltFields, questionField, quizModel } from '../common.ts';
import type { ListField, SlideTemplate, TemplateField } from '../model.ts';
import { draftQuestion, readBoolean, readObjects, readString, type TemplateData } from '../question-draft.ts';
import { exampleImage, NEW_ID as ID, quizAnswer, quizTimer } from './example-parts.ts';

const quizBase = {
  category: 'Relationships',
  features: ['narration'],
  play: 'quiz',
  doneText: 'Move on',
  visibleInPicker: true,
  hiddenFromPlans: [],
} as const;

const textList = (name: string, label: string, itemLabel: string, min: number, max: number, maxLength = 60): ListField => ({
  kind: 'list',
  name,
  label,
  itemLabel: `Add ${itemLabel.toLowerCase()}`,
  min,
  max,
  item: {
    kind: 'object',
    name: 'entry',
    label: itemLabel,
    fields: [idField(), { kind: 'string', name: 'text', label: itemLabel, required: true, maxLength }],
  },
});

const texts = (...values: string[]) => values.map((text) => ({ id: ID, text }));

/** One question per pair: the left side asks, its partner is right and the other partners are wrong. */
function pairQuestions(type: string, pairs: TemplateData[], left: string, right: string) {
  return pairs.map((pair) =>
    draftQuestion({
      type,
      category: 'Relationships',
      id: readString(pair, 'id'),
      content: readString(pair, left),
      answers: pairs.map((other) => ({ content: readString(other, right), correct: other === pair })),
    }),
  );
}

const matrix: SlideTemplate = {
  ...quizBase,
  type: 'matrix',
  displayName: 'Matrix',
  description: 'Answer chips the learner sorts into titled columns, leaving out the ones that belong nowhere.',
  model: quizModel([
    questionField(),
    {
      kind: 'list',
      name: 'columns',
      label: 'Columns',
      itemLabel: 'Add column',
      min: 2,
      max: 3,
      item: {
        kind: 'object',
        name: 'column',
        label: 'Column',
        fields: [
          idField(),
          { kind: 'string', name: 'title', label: 'Title', required: true, maxLength: 30 },
          textList('correctAnswers', 'Chips that belong here', 'Chip', 1, 2),
          textList('incorrectAnswers', 'Look-alike chips that do not', 'Look-alike', 1, 2),
        ],
      },
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Where vitamins come from',
      data: {
        question: 'Sort each food under the vitamin it is rich in. Some belong nowhere.',
        columns: [
          { id: ID, title: 'Vitamin C', correctAnswers: texts('Oranges', 'Red peppers'), incorrectAnswers: texts('White bread') },
          { id: ID, title: 'Vitamin D', correctAnswers: texts('Oily fish', 'Egg yolks'), incorrectAnswers: texts('Cucumber') },
        ],
        answer: quizAnswer(
          'Citrus fruit and peppers are rich in vitamin C; oily fish and egg yolks give vitamin D.',
          'Eat a variety: no single food covers every vitamin.',
        ),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Choose 2 or 3 categories as column titles, and for each 1 or 2 chips that belong in it and 1 or 2 ' +
    'look-alikes that seem to but belong in no column. Keep chips to one or two words so they fit, and ' +
    'make sure no chip could sit in two columns.',
  questions: (data) =>
    readObjects(data, 'columns').map((column) =>
      draftQuestion({
        type: 'matrix',
        category: 'Relationships',
        id: readString(column, 'id'),
        content: readString(column, 'title'),
        answers: [
          ...readObjects(column, 'correctAnswers').map((chip) => ({
            id: readString(chip, 'id'),
            content: readString(chip, 'text'),
            correct: true,
          })),
          ...readObjects(column, 'incorrectAnswers').map((chip) => ({
            id: readString(chip, 'id'),
            content: readString(chip, 'text'),
            correct: false,
          })),
        ],
      }),
    ),
};

const categorise: SlideTemplate = {
  ...quizBase,
  type: 'categorise',
  displayName: 'Categorise',
  description: 'Items the learner drags or swipes into one of two categories.',
  model: quizModel([
    questionField(),
    {
      kind: 'list',
      name: 'categories',
      label: 'Categories',
      min: 2,
      max: 2,
      item: {
        kind: 'object',
        name: 'category',
        label: 'Category',
        fields: [
          idField(),
          { kind: 'string', name: 'title', label: 'Title', required: true, maxLength: 30 },
          textList('items', 'Items in this category', 'Item', 1, 10, 80),
        ],
      },
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Phishing red flags',
      data: {
        question: 'Sort these signs of an e-mail.',
        categories: [
          {
            id: ID,
            title: 'Red flag',
            items: texts(
              'Demands you act within the hour',
              "Sender's address does not match the company",
              'Asks you to log in through a link',
            ),
          },
          {
            id: ID,
            title: 'Usually fine',
            items: texts('A colleague confirms a meeting you booked', 'Asks nothing of you', 'Comes from an address you have used before'),
          },
        ],
        answer: quizAnswer(
          'Urgency, mismatched senders and login links are the classic signs of phishing.',
          'When an e-mail rushes you, slow down.',
        ),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Name two categories that split the topic cleanly and give each 1 to 10 short items that clearly ' +
    'belong to it. Include items people often misplace, and keep the categories balanced so guessing one ' +
    'side does not pay.',
  questions: (data) =>
    readObjects(data, 'categories').map((category) =>
      draftQuestion({
        type: 'categorise',
        category: 'Relationships',
        id: readString(category, 'id'),
        content: `${readString(data, 'question')} ${readString(category, 'title')}`.trim(),
        answers: readObjects(category, 'items').map((item) => ({
          id: readString(item, 'id'),
          content: readString(item, 'text'),
          correct: true,
        })),
      }),
    ),
};

const pairList = (name: string, label: string, itemLabel: string, min: number, max: number, fields: TemplateField[]): ListField => ({
  kind: 'list',
  name,
  label,
  itemLabel: `Add ${itemLabel.toLowerCase()}`,
  min,
  max,
  item: { kind: 'object', name: 'pair', label: itemLabel, fields: [idField(), ...fields] },
});

const connect: SlideTemplate = {
  ...quizBase,
  type: 'connect',
  displayName: 'Connect',
  description: 'Two columns of items; the learner draws a line from each left item to its partner.',
  model: quizModel([
    questionField(),
    pairList('pairs', 'Pairs', 'Pair', 2, 4, [
      { kind: 'string', name: 'left', label: 'Left', required: true, maxLength: 40 },
      { kind: 'string', name: 'right', label: 'Right', required: true, maxLength: 40 },
    ]),
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Organs and their jobs',
      data: {
        question: 'Connect each organ to its main job.',
        pairs: [
          { id: ID, left: 'Heart', right: 'Pumps blood' },
          { id: ID, left: 'Lungs', right: 'Exchange gases' },
          { id: ID, left: 'Kidneys', right: 'Filter the blood' },
          { id: ID, left: 'Stomach', right: 'Digests food' },
        ],
        answer: quizAnswer('Each organ has one main job, though many help with others.', 'Know the main job of each organ.'),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Write 2 to 4 pairs that belong together — a term and its definition, a cause and its effect — with ' +
    'short text on each side. Every left item must have exactly one right partner; similar-sounding ' +
    'partners make the learner think.',
  questions: (data) => pairQuestions('connect', readObjects(data, 'pairs'), 'left', 'right'),
};

const dragToMatch: SlideTemplate = {
  ...quizBase,
  type: 'drag-to-match',
  displayName: 'Drag to match',
  description: 'Items the learner drags onto their matching targets.',
  model: quizModel([
    questionField(),
    pairList('items', 'Items and targets', 'Item', 2, 4, [
      { kind: 'string', name: 'item', label: 'Item to drag', required: true, maxLength: 40 },
      { kind: 'string', name: 'target', label: 'Its target', required: true, maxLength: 40 },
      { kind: 'image', name: 'image', label: 'Target image' },
    ]),
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Which bin?',
      data: {
        question: 'Drag each item to the right bin.',
        items: [
          { id: ID, item: 'Banana peel', target: 'Compost', image: exampleImage('bin-compost') },
          { id: ID, item: 'Glass jar', target: 'Recycling', image: exampleImage('bin-recycling') },
          { id: ID, item: 'Used battery', target: 'Hazardous waste', image: exampleImage('bin-hazardous') },
          { id: ID, item: 'Crisp packet', target: 'General waste', image: exampleImage('bin-general') },
        ],
        answer: quizAnswer(
          'Batteries never go in household bins; crisp packets are not recyclable in most places.',
          'Sort at the bin: compost, recycling, hazardous, general.',
        ),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Pick 2 to 4 items and the target each belongs on — a bin, a place, a label — with a short name for ' +
    'both and, if it helps, an image for each target. Every item has one target; choose items that people ' +
    'really get wrong.',
  questions: (data) => pairQuestions('drag-to-match', readObjects(data, 'items'), 'item', 'target'),
};

const imagePairs: SlideTemplate = {
  ...quizBase,
  type: 'image-pairs',
  displayName: 'Image pairs',
  description: 'Images the learner matches in pairs.',
  model: quizModel([
    questionField(),
    {
      kind: 'list',
      name: 'groups',
      label: 'Pairs',
      itemLabel: 'Add pair',
      min: 1,
      max: 4,
      item: {
        kind: 'object',
        name: 'group',
        label: 'Pair',
        fields: [
          idField(),
          {
            kind: 'list',
            name: 'images',
            label: 'The two images',
            min: 2,
            max: 2,
            item: { kind: 'object', name: 'image', label: 'Image', fields: [idField(), ...imageWithAltFields()] },
          },
        ],
      },
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Animals and their young',
      data: {
        question: 'Match each animal with its young.',
        groups: [
          ['cow', 'A cow in a field', 'calf', 'A calf'],
          ['frog', 'A frog on a lily pad', 'tadpole', 'A tadpole'],
          ['butterfly', 'A butterfly', 'caterpillar', 'A caterpillar'],
        ].map(([adult, adultAlt, young, youngAlt]) => ({
          id: ID,
          images: [
            { id: ID, image: exampleImage(`animal-${adult}`), alt: adultAlt },
            { id: ID, image: exampleImage(`animal-${young}`), alt: youngAlt },
          ],
        })),
        answer: quizAnswer(
          'Some young look like their parents; others change completely as they grow.',
          'Not every young animal looks like its parent.',
        ),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Choose 1 to 4 pairs of images that belong together — before and after, a tool and its use, an animal ' +
    'and its young — and describe each image. The pairing should rest on knowledge, not on the two images ' +
    'simply looking alike.',
  questions: (data) => {
    const groups = readObjects(data, 'groups');
    const side = (group: TemplateData, index: number) => readObjects(group, 'images')[index];
    return groups.map((group) =>
      draftQuestion({
        type: 'image-pairs',
        category: 'Relationships',
        id: readString(group, 'id'),
        content: readString(side(group, 0), 'alt'),
        answers: groups.map((other) => ({ content: readString(side(other, 1), 'alt'), correct: other === group })),
      }),
    );
  },
};

const reorder: SlideTemplate = {
  ...quizBase,
  type: 'reorder',
  displayName: 'Reorder',
  description: 'A list the learner drags into the right order.',
  model: quizModel([questionField(), textList('list', 'Items, in the right order', 'Item', 2, 6, 80)]),
  examples: [
    {
      subtype: 'default',
      name: 'Washing your hands',
      data: {
        question: 'Put the steps of handwashing in order.',
        list: texts('Wet your hands', 'Apply soap', 'Scrub for 20 seconds', 'Rinse', 'Dry with a clean towel'),
        answer: quizAnswer('Soap needs water to lather, and 20 seconds of scrubbing to lift germs.', 'Wet, soap, scrub, rinse, dry.'),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'List 2 to 6 steps or items in their one right order — a procedure, a timeline, a ranking. Keep each ' +
    'short, avoid steps whose order does not matter, and word them so the order has to be known rather ' +
    'than read from the wording.',
  questions: (data) => [
    draftQuestion({
      type: 'reorder',
      category: 'Relationships',
      content: readString(data, 'question'),
      answers: readObjects(data, 'list').map((item, index) => ({
        id: readString(item, 'id'),
        content: `${index + 1}. ${readString(item, 'text')}`,
        correct: true,
      })),
    }),
  ],
};

const tapInOrder: SlideTemplate = {
  ...quizBase,
  type: 'tap-in-order',
  displayName: 'Tap in order',
  description: 'Images the learner taps in order; with reject, the ones that do not belong are skipped.',
  model: quizModel([
    questionField(),
    {
      kind: 'list',
      name: 'list',
      label: 'Images, in order',
      itemLabel: 'Add image',
      min: 2,
      max: 6,
      item: {
        kind: 'object',
        name: 'item',
        label: 'Image',
        fields: [
          idField(),
          ...imageWithAltFields(),
          {
            kind: 'boolean',
            name: 'correct',
            label: 'Part of the order',
            help: 'Off: an image to skip (needs "skip images" on).',
            default: true,
          },
        ],
      },
    },
    {
      kind: 'boolean',
      name: 'reject',
      label: 'Skip images',
      help: 'Images that are not part of the order must not be tapped.',
      default: false,
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Layers of the Earth',
      data: {
        question: 'Tap the layers of the Earth from the surface to the centre.',
        list: [
          ['earth-crust', 'The thin rocky crust'],
          ['earth-mantle', 'The hot, slowly flowing mantle'],
          ['earth-outer-core', 'The liquid outer core'],
          ['earth-inner-core', 'The solid inner core'],
        ].map(([name, alt]) => ({ id: ID, image: exampleImage(name as string), alt, correct: true })),
        reject: false,
        answer: quizAnswer(
          'The crust is thinnest; the inner core is solid because of the pressure.',
          'Crust, mantle, outer core, inner core.',
        ),
        timer: quizTimer(),
      },
    },
    {
      subtype: 'reject',
      name: 'Making tea',
      data: {
        question: 'Tap the steps of making tea in order, skipping the one that does not belong.',
        list: [
          { id: ID, image: exampleImage('tea-boil-kettle'), alt: 'A kettle boiling', correct: true },
          { id: ID, image: exampleImage('tea-add-bag'), alt: 'A tea bag in a mug', correct: true },
          { id: ID, image: exampleImage('tea-freeze'), alt: 'A mug in a freezer', correct: false },
          { id: ID, image: exampleImage('tea-pour-water'), alt: 'Hot water poured into the mug', correct: true },
        ],
        reject: true,
        answer: quizAnswer('Boil, add the bag, pour. The freezer has no place in it.', 'Good tea starts with freshly boiled water.'),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Show 2 to 6 steps of a process as images in their right order, each described. With "skip images" ' +
    'on, add an image or two that look like steps but do not belong, and mark them as not part of the ' +
    'order.',
  questions: (data) => [
    draftQuestion({
      type: 'tap-in-order',
      category: 'Relationships',
      content: readString(data, 'question'),
      answers: readObjects(data, 'list').map((item) => ({
        id: readString(item, 'id'),
        content: readString(item, 'alt'),
        correct: readBoolean(item, 'correct'),
      })),
    }),
  ],
};

export const relationshipsTemplates: readonly SlideTemplate[] = [matrix, categorise, connect, dragToMatch, imagePairs, reorder, tapInOrder];
