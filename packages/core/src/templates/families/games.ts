// Game templates (TEMPLATES.md "Games"): timed, several items, points become stars by the 1000 thresholds.
// Each item of a game is one derived question.
import {
  FIND_A_WORD_TIMER_MS,
  MANY_ITEM_GAME_STARS,
  IMAGE_WORD_MATCH_POINTS_PER_QUESTION,
  JEOPARDY_FIRST_QUESTION_POINTS,
} from '../../constants.ts';
import { gameModel, idField, imageWithAltFields } from '../common.ts';
import type { SlideTemplate, TemplateExample } from '../model.ts';
import { exampleImage, gameStars, gameTimer, NEW_ID } from './example-parts.ts';
import { draftQuestion, readBoolean, readNumber, readObject, readObjects, readString } from '../question-draft.ts';

const gameBase = {
  category: 'Game',
  features: ['stars'],
  play: 'game',
  doneText: 'Continue',
  visibleInPicker: true,
  hiddenFromPlans: [],
} as const;

const timer = gameTimer;
const stars = gameStars();
const ID = NEW_ID;

const gameTrueOrFalse: SlideTemplate = {
  ...gameBase,
  type: 'game-true-or-false',
  displayName: 'True or false',
  description: 'Statements appear one at a time as a card stack; the learner answers each true or false against the clock.',
  model: gameModel([
    { kind: 'string', name: 'title', label: 'Instructions', default: 'True or false?', maxLength: 120 },
    {
      kind: 'list',
      name: 'statements',
      label: 'Statements',
      itemLabel: 'Add statement',
      min: 2,
      max: 20,
      item: {
        kind: 'object',
        name: 'statement',
        label: 'Statement',
        fields: [
          idField(),
          { kind: 'string', name: 'text', label: 'Statement', required: true, maxLength: 200 },
          { kind: 'boolean', name: 'true', label: 'This statement is true', default: true },
        ],
      },
    },
    { kind: 'string', name: 'trueText', label: 'True button', default: 'True', maxLength: 24 },
    { kind: 'string', name: 'falseText', label: 'False button', default: 'False', maxLength: 24 },
    { kind: 'string', name: 'readyText', label: 'Ready screen', default: 'Ready?', maxLength: 60 },
    { kind: 'string', name: 'doneText', label: 'Finish button', default: 'Continue', maxLength: 24 },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Hand hygiene facts',
      data: {
        title: 'True or false?',
        statements: [
          { id: ID, text: 'Washing your hands properly takes at least 20 seconds.', true: true },
          { id: ID, text: 'Hand sanitiser works as well on visibly dirty hands.', true: false },
          { id: ID, text: 'The backs of the hands and the thumbs are the most often missed.', true: true },
          { id: ID, text: 'Only hot water removes germs, so cold water is no use.', true: false },
        ],
        trueText: 'True',
        falseText: 'False',
        readyText: 'Swipe right for true, left for false. Ready?',
        doneText: 'Continue',
        timer: timer(),
        stars,
      },
    },
  ],
  prompt:
    'Write short statements a learner can judge in a few seconds, each clearly true or clearly false — no ' +
    'trick wording or double negatives. Mix true and false roughly evenly, make the false ones plausible ' +
    'misconceptions, and keep each under 20 words.',
  questions: (data) =>
    readObjects(data, 'statements').map((statement) => {
      const isTrue = readBoolean(statement, 'true');
      return draftQuestion({
        type: 'game-true-or-false',
        category: 'Game',
        id: readString(statement, 'id'),
        content: readString(statement, 'text'),
        answers: [
          { content: readString(data, 'trueText') || 'True', correct: isTrue },
          { content: readString(data, 'falseText') || 'False', correct: !isTrue },
        ],
      });
    }),
};

const gameJumble: SlideTemplate = {
  ...gameBase,
  type: 'game-jumble',
  displayName: 'Jumble',
  description: 'An image clue and the letters of its word, scrambled; the learner taps the letters into place.',
  model: gameModel(
    [
      { kind: 'string', name: 'title', label: 'Instructions', default: 'Unscramble the word', maxLength: 120 },
      {
        kind: 'list',
        name: 'words',
        label: 'Words',
        itemLabel: 'Add word',
        min: 3,
        max: 20,
        item: {
          kind: 'object',
          name: 'word',
          label: 'Word',
          fields: [
            idField(),
            ...imageWithAltFields(),
            { kind: 'string', name: 'word', label: 'Word', help: 'One word, 12 letters at most.', required: true, maxLength: 12 },
          ],
        },
      },
    ],
    undefined,
    MANY_ITEM_GAME_STARS,
  ),
  examples: [
    {
      subtype: 'default',
      name: 'Personal protective equipment',
      data: {
        title: 'Unscramble the name of each piece of PPE',
        words: [
          { id: ID, image: exampleImage('ppe-gloves'), alt: 'A pair of blue nitrile hand coverings', word: 'GLOVES' },
          { id: ID, image: exampleImage('ppe-goggles'), alt: 'Clear eye protection with an elastic strap', word: 'GOGGLES' },
          { id: ID, image: exampleImage('ppe-helmet'), alt: 'A yellow hard hat', word: 'HELMET' },
          { id: ID, image: exampleImage('ppe-earmuffs'), alt: 'Padded hearing protection on a headband', word: 'EARMUFFS' },
        ],
        timer: timer(),
        stars,
      },
    },
  ],
  prompt:
    'Pick 3 to 20 key terms a learner should be able to name, each a single word of at most 12 letters. ' +
    'Give each a clear image that points to the word without spelling it, and describe the image without ' +
    'using the word itself.',
  questions: (data) =>
    readObjects(data, 'words').map((word) =>
      draftQuestion({
        type: 'game-jumble',
        category: 'Game',
        id: readString(word, 'id'),
        content: readString(word, 'alt') || readString(data, 'title'),
        answers: [{ content: readString(word, 'word'), correct: true }],
      }),
    ),
};

const memorySide = (name: 'left' | 'right', label: string) =>
  ({
    kind: 'object',
    name,
    label,
    fields: [
      {
        kind: 'string',
        name: 'text',
        label: 'Text',
        help: 'Shown on the tile, or read aloud when the tile shows an image.',
        required: true,
        maxLength: 40,
      },
      { kind: 'image', name: 'image', label: 'Image (shown instead of the text)' },
    ],
  }) as const;

const gameMemory: SlideTemplate = {
  ...gameBase,
  type: 'game-memory',
  displayName: 'Memory',
  description: 'Tiles lie face down; the learner flips two at a time to find each matching pair.',
  model: gameModel([
    { kind: 'string', name: 'title', label: 'Instructions', default: 'Find the pairs', maxLength: 120 },
    {
      kind: 'list',
      name: 'tiles',
      label: 'Pairs',
      itemLabel: 'Add pair',
      min: 2,
      max: 4,
      item: {
        kind: 'object',
        name: 'tile',
        label: 'Pair',
        fields: [idField(), memorySide('left', 'First tile'), memorySide('right', 'Matching tile')],
      },
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Food safety temperatures',
      data: {
        title: 'Match each place to its safe temperature',
        tiles: [
          { id: ID, left: { text: 'Fridge', image: '' }, right: { text: '5 °C or colder', image: '' } },
          { id: ID, left: { text: 'Freezer', image: '' }, right: { text: '-18 °C or colder', image: '' } },
          { id: ID, left: { text: 'Hot holding', image: '' }, right: { text: '63 °C or hotter', image: '' } },
          { id: ID, left: { text: 'Reheating', image: '' }, right: { text: '75 °C at the core', image: '' } },
        ],
        timer: timer(),
        stars,
      },
    },
  ],
  prompt:
    'Choose 2 to 4 pairs that belong together — a term and its meaning, a picture and its name, a ' +
    'question and its answer. Keep each tile to a few words so it reads at a glance, and make every pair ' +
    'unambiguous: no tile should plausibly match two others.',
  questions: (data) =>
    readObjects(data, 'tiles').map((tile) =>
      draftQuestion({
        type: 'game-memory',
        category: 'Game',
        id: readString(tile, 'id'),
        content: readString(readObject(tile, 'left'), 'text'),
        answers: [{ content: readString(readObject(tile, 'right'), 'text'), correct: true }],
      }),
    ),
};

const labelledImage = {
  kind: 'object',
  name: 'item',
  label: 'Image',
  fields: [idField(), ...imageWithAltFields()],
} as const;

const gameNextInOrder: SlideTemplate = {
  ...gameBase,
  type: 'game-next-in-order',
  displayName: 'Next in order',
  description: 'The sequence so far is shown; the learner picks the image that comes next among imposters.',
  model: gameModel([
    { kind: 'string', name: 'title', label: 'Instructions', default: 'What comes next?', maxLength: 120 },
    { kind: 'list', name: 'sequence', label: 'Sequence, in order', itemLabel: 'Add step', min: 3, max: 9, item: labelledImage },
    { kind: 'list', name: 'imposters', label: 'Imposters', itemLabel: 'Add imposter', min: 0, max: 9, item: labelledImage },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Life cycle of a butterfly',
      data: {
        title: 'Which stage comes next?',
        sequence: [
          { id: ID, image: exampleImage('butterfly-egg'), alt: 'A tiny egg on a leaf' },
          { id: ID, image: exampleImage('butterfly-caterpillar'), alt: 'A caterpillar eating a leaf' },
          { id: ID, image: exampleImage('butterfly-chrysalis'), alt: 'A chrysalis hanging from a twig' },
          { id: ID, image: exampleImage('butterfly-adult'), alt: 'An adult butterfly with open wings' },
        ],
        imposters: [
          { id: ID, image: exampleImage('frog-tadpole'), alt: 'A tadpole swimming' },
          { id: ID, image: exampleImage('bean-seedling'), alt: 'A bean seedling sprouting' },
        ],
        timer: timer(),
        stars,
      },
    },
  ],
  prompt:
    'Show a process with 3 to 9 clearly distinct steps — a life cycle, a procedure, a timeline — one ' +
    'image per step in the right order. Add imposters that look like they could belong (a related but ' +
    'wrong stage) so the learner has to know the order, not just spot the odd one out.',
  questions: (data) => {
    const steps = readObjects(data, 'sequence');
    const imposters = readObjects(data, 'imposters');
    return steps.slice(1).map((step, index) =>
      draftQuestion({
        type: 'game-next-in-order',
        category: 'Game',
        id: readString(step, 'id'),
        content: `${readString(data, 'title') || 'What comes next?'} (after: ${readString(steps[index], 'alt')})`,
        answers: [
          { content: readString(step, 'alt'), correct: true },
          ...imposters.map((imposter) => ({ content: readString(imposter, 'alt'), correct: false })),
        ],
      }),
    );
  },
};

const elevatorGame: SlideTemplate = {
  ...gameBase,
  type: 'elevator-game',
  displayName: 'Elevator',
  description: 'Images rise one by one; the learner taps every attribute that applies to each before it passes.',
  model: gameModel([
    { kind: 'string', name: 'title', label: 'Instructions', default: 'Tap everything that applies', maxLength: 120 },
    {
      kind: 'list',
      name: 'images',
      label: 'Images',
      itemLabel: 'Add image',
      min: 3,
      max: 12,
      item: {
        kind: 'object',
        name: 'image',
        label: 'Image',
        fields: [
          idField(),
          ...imageWithAltFields(),
          {
            kind: 'list',
            name: 'attributes',
            label: 'Attributes',
            help: '3 or 4 in all: 1 to 4 that apply, up to 4 that do not.',
            itemLabel: 'Add attribute',
            min: 3,
            max: 4,
            counts: [
              { field: 'correct', equals: true, min: 1, max: 4, label: 'attributes that apply' },
              { field: 'correct', equals: false, min: 0, max: 4, label: 'attributes that do not apply' },
            ],
            item: {
              kind: 'object',
              name: 'attribute',
              label: 'Attribute',
              fields: [
                idField(),
                { kind: 'string', name: 'text', label: 'Attribute', required: true, maxLength: 30 },
                { kind: 'boolean', name: 'correct', label: 'Applies to the image', default: false },
              ],
            },
          },
        ],
      },
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Spot the hazards',
      data: {
        title: 'Tap every risk you can see',
        images: [
          {
            id: ID,
            image: exampleImage('hazard-wet-floor'),
            alt: 'A freshly mopped corridor floor',
            attributes: [
              { id: ID, text: 'Slip risk', correct: true },
              { id: ID, text: 'Needs a warning sign', correct: true },
              { id: ID, text: 'Electric shock', correct: false },
              { id: ID, text: 'Fire risk', correct: false },
            ],
          },
          {
            id: ID,
            image: exampleImage('hazard-frayed-cable'),
            alt: 'A kettle cable with bare wires showing',
            attributes: [
              { id: ID, text: 'Electric shock', correct: true },
              { id: ID, text: 'Fire risk', correct: true },
              { id: ID, text: 'Slip risk', correct: false },
            ],
          },
          {
            id: ID,
            image: exampleImage('hazard-blocked-exit'),
            alt: 'Boxes stacked in front of a fire exit',
            attributes: [
              { id: ID, text: 'Blocks escape', correct: true },
              { id: ID, text: 'Trip risk', correct: true },
              { id: ID, text: 'Report it now', correct: true },
              { id: ID, text: 'Electric shock', correct: false },
            ],
          },
        ],
        timer: timer(),
        stars,
      },
    },
  ],
  prompt:
    'Choose 3 to 12 images of things the learner must recognise, and for each write 3 or 4 short ' +
    'attributes (two or three words): at least one that applies and some that plausibly could but do not. ' +
    'Reuse attributes across images so the learner must look, not remember.',
  questions: (data) =>
    readObjects(data, 'images').map((image) =>
      draftQuestion({
        type: 'elevator-game',
        category: 'Game',
        id: readString(image, 'id'),
        content: readString(image, 'alt'),
        answers: readObjects(image, 'attributes').map((attribute) => ({
          id: readString(attribute, 'id'),
          content: readString(attribute, 'text'),
          correct: readBoolean(attribute, 'correct'),
        })),
      }),
    ),
};

const findAWord: SlideTemplate = {
  ...gameBase,
  type: 'find-a-word',
  displayName: 'Find a word',
  description: 'Words hidden in a grid of letters; the learner drags across each one, in any direction.',
  model: gameModel(
    [
      { kind: 'string', name: 'title', label: 'Instructions', default: 'Find the hidden words', maxLength: 120 },
      {
        kind: 'list',
        name: 'words',
        label: 'Words to find',
        itemLabel: 'Add word',
        min: 3,
        max: 12,
        item: {
          kind: 'object',
          name: 'word',
          label: 'Word',
          fields: [
            idField(),
            { kind: 'string', name: 'word', label: 'Word', help: 'Letters only, 12 at most.', required: true, maxLength: 12 },
          ],
        },
      },
    ],
    FIND_A_WORD_TIMER_MS,
  ),
  examples: [
    {
      subtype: 'default',
      name: 'Cyber security terms',
      data: {
        title: 'Find six words every safe computer user knows',
        words: ['PHISHING', 'PASSWORD', 'FIREWALL', 'MALWARE', 'BACKUP', 'PATCH'].map((word) => ({ id: ID, word })),
        timer: timer(FIND_A_WORD_TIMER_MS),
        stars,
      },
    },
  ],
  prompt:
    'List 3 to 12 key terms of the topic, single words of letters only and no longer than 12, so they fit ' +
    'the grid. Use words the lesson has just taught; the hunt is for recognition, so spelling them right ' +
    'matters more than obscurity.',
  questions: (data) =>
    readObjects(data, 'words').map((word) =>
      draftQuestion({
        type: 'find-a-word',
        category: 'Game',
        id: readString(word, 'id'),
        content: `Find: ${readString(word, 'word')}`,
        answers: [{ content: readString(word, 'word'), correct: true }],
      }),
    ),
};

const imageWordMatch: SlideTemplate = {
  ...gameBase,
  type: 'image-word-match',
  displayName: 'Image word match',
  description: 'An image and a few words; the learner picks the word that names it, round after round.',
  model: gameModel(
    [
      { kind: 'string', name: 'title', label: 'Instructions', default: 'Which word matches the image?', maxLength: 120 },
      {
        kind: 'int',
        name: 'pointsPerQuestion',
        label: 'Points per round',
        min: 1,
        max: 10000,
        default: IMAGE_WORD_MATCH_POINTS_PER_QUESTION,
      },
      {
        kind: 'list',
        name: 'rounds',
        label: 'Rounds',
        help: "Each round offers its word among other rounds' words.",
        itemLabel: 'Add round',
        min: 3,
        max: 20,
        item: {
          kind: 'object',
          name: 'round',
          label: 'Round',
          fields: [idField(), ...imageWithAltFields(), { kind: 'string', name: 'word', label: 'Word', required: true, maxLength: 30 }],
        },
      },
    ],
    undefined,
    MANY_ITEM_GAME_STARS,
  ),
  examples: [
    {
      subtype: 'default',
      name: 'Spanish at the market',
      data: {
        title: '¿Cómo se dice? Pick the Spanish word',
        pointsPerQuestion: IMAGE_WORD_MATCH_POINTS_PER_QUESTION,
        rounds: [
          { id: ID, image: exampleImage('market-apple'), alt: 'A red apple', word: 'la manzana' },
          { id: ID, image: exampleImage('market-bread'), alt: 'A loaf of bread', word: 'el pan' },
          { id: ID, image: exampleImage('market-cheese'), alt: 'A wedge of cheese', word: 'el queso' },
          { id: ID, image: exampleImage('market-milk'), alt: 'A glass of milk', word: 'la leche' },
        ],
        timer: timer(),
        stars,
      },
    },
  ],
  prompt:
    'Pick 3 to 20 things the learner should name on sight, with one clear image each and the word or ' +
    'short phrase that names it. Keep the words of one slide from the same family (all fruit, all tools) ' +
    'so the wrong choices are tempting.',
  questions: (data) => {
    const rounds = readObjects(data, 'rounds');
    return rounds.map((round, index) =>
      draftQuestion({
        type: 'image-word-match',
        category: 'Game',
        id: readString(round, 'id'),
        content: readString(round, 'alt'),
        answers: [
          { content: readString(round, 'word'), correct: true },
          // The player offers other rounds' words as the wrong choices; the next three stand for them.
          ...[1, 2, 3]
            .map((offset) => rounds[(index + offset) % rounds.length])
            .filter((other) => other !== round)
            .map((other) => ({ content: readString(other, 'word'), correct: false })),
        ],
      }),
    );
  },
};

type JeopardyQuestion = { clue: string; statements: [string, boolean][] };

function jeopardyCategory(title: string, questions: JeopardyQuestion[]) {
  return {
    id: ID,
    title,
    questions: questions.map(({ clue, statements }) => ({
      id: ID,
      clue,
      statements: statements.map(([text, isTrue]) => ({ id: ID, text, true: isTrue })),
    })),
  };
}

const JEOPARDY_EXAMPLE_TIMER_MS = 240_000;

const jeopardyExample: TemplateExample = {
  subtype: 'default',
  name: 'Our solar system',
  data: {
    title: 'Solar system quiz board',
    firstQuestionPoints: JEOPARDY_FIRST_QUESTION_POINTS,
    categories: [
      jeopardyCategory('The Sun', [
        {
          clue: 'What the Sun is',
          statements: [
            ['The Sun is a star.', true],
            ['The Sun is a planet.', false],
          ],
        },
        { clue: 'Its light', statements: [['Sunlight takes about 8 minutes to reach Earth.', true]] },
        {
          clue: 'Its size',
          statements: [
            ['About a million Earths would fit inside the Sun.', true],
            ['The Sun is smaller than Jupiter.', false],
          ],
        },
        {
          clue: 'Its fuel',
          statements: [
            ['The Sun fuses hydrogen into helium.', true],
            ['The Sun burns coal.', false],
            ['The Sun will shine for billions of years yet.', true],
          ],
        },
        {
          clue: 'Its surface',
          statements: [
            ['The surface is about 5,500 °C.', true],
            ['The surface is solid rock.', false],
          ],
        },
      ]),
      jeopardyCategory('The planets', [
        {
          clue: 'Closest to the Sun',
          statements: [
            ['Mercury is the closest planet to the Sun.', true],
            ['Venus is the closest planet to the Sun.', false],
          ],
        },
        { clue: 'The hottest', statements: [['Venus is hotter than Mercury.', true]] },
        {
          clue: 'The largest',
          statements: [
            ['Jupiter is the largest planet.', true],
            ['Saturn is the largest planet.', false],
          ],
        },
        {
          clue: 'Rings',
          statements: [
            ['Saturn is the only planet with rings.', false],
            ['Jupiter, Uranus and Neptune have rings too.', true],
          ],
        },
        {
          clue: 'How many',
          statements: [
            ['There are eight planets.', true],
            ['Pluto is still counted as a planet.', false],
          ],
        },
      ]),
      jeopardyCategory('The Moon', [
        {
          clue: 'Its light',
          statements: [
            ['The Moon reflects sunlight.', true],
            ['The Moon makes its own light.', false],
          ],
        },
        { clue: 'Its phases', statements: [['A full cycle of phases takes about 29.5 days.', true]] },
        {
          clue: 'Its far side',
          statements: [
            ['We always see the same side of the Moon.', true],
            ['The far side is always dark.', false],
          ],
        },
        {
          clue: 'Tides',
          statements: [
            ["The Moon's gravity drives Earth's tides.", true],
            ['Tides happen once a week.', false],
          ],
        },
        {
          clue: 'Visitors',
          statements: [
            ['Twelve people have walked on the Moon.', true],
            ['The first landing was in 1979.', false],
            ['Apollo 11 landed in 1969.', true],
          ],
        },
      ]),
    ],
    // The spec's default of 20 s cannot play 15 cells and 29 statements; four minutes can (about 2 s
    // a cell, 6 s a statement), so the example shows a game a learner can win.
    timer: timer(JEOPARDY_EXAMPLE_TIMER_MS),
    stars,
  },
};

const jeopardy: SlideTemplate = {
  ...gameBase,
  type: 'jeopardy',
  displayName: 'Jeopardy',
  description: "A board of 3 categories by 5 rising values; the learner picks cells and judges each question's statements.",
  model: gameModel([
    { kind: 'string', name: 'title', label: 'Board title', default: 'Pick a question', maxLength: 120 },
    {
      kind: 'int',
      name: 'firstQuestionPoints',
      label: 'Points of the first question',
      help: 'Each row of the board is worth this much more than the one above.',
      min: 1,
      max: 10000,
      default: JEOPARDY_FIRST_QUESTION_POINTS,
    },
    {
      kind: 'list',
      name: 'categories',
      label: 'Categories',
      min: 3,
      max: 3,
      item: {
        kind: 'object',
        name: 'category',
        label: 'Category',
        fields: [
          idField(),
          { kind: 'string', name: 'title', label: 'Category', required: true, maxLength: 30 },
          {
            kind: 'list',
            name: 'questions',
            label: 'Questions, easiest first',
            min: 5,
            max: 5,
            item: {
              kind: 'object',
              name: 'question',
              label: 'Question',
              fields: [
                idField(),
                { kind: 'string', name: 'clue', label: 'Clue', required: true, maxLength: 80 },
                {
                  kind: 'list',
                  name: 'statements',
                  label: 'Statements to judge',
                  help: 'Mix true and false statements.',
                  itemLabel: 'Add statement',
                  min: 1,
                  max: 3,
                  item: {
                    kind: 'object',
                    name: 'statement',
                    label: 'Statement',
                    fields: [
                      idField(),
                      { kind: 'string', name: 'text', label: 'Statement', required: true, maxLength: 160 },
                      { kind: 'boolean', name: 'true', label: 'This statement is true', default: true },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ]),
  examples: [jeopardyExample],
  prompt:
    'Pick 3 categories of the topic and write 5 questions in each, from easy (the first row) to hard ' +
    '(the last). Each question is a short clue with 1 to 3 statements the learner judges true or false; ' +
    'mix true and false so guessing does not pay.',
  questions: (data) => {
    const base = readNumber(data, 'firstQuestionPoints') || JEOPARDY_FIRST_QUESTION_POINTS;
    return readObjects(data, 'categories').flatMap((category) =>
      readObjects(category, 'questions').map((question, row) =>
        draftQuestion({
          type: 'jeopardy',
          category: 'Game',
          id: readString(question, 'id'),
          content: `${readString(category, 'title')} for ${base * (row + 1)}: ${readString(question, 'clue')}`,
          answers: readObjects(question, 'statements').map((statement) => ({
            id: readString(statement, 'id'),
            content: readString(statement, 'text'),
            correct: readBoolean(statement, 'true'),
          })),
        }),
      ),
    );
  },
};

const leftOrRight: SlideTemplate = {
  ...gameBase,
  type: 'left-or-right',
  displayName: 'Left or right',
  description: 'Statements one at a time; the learner swipes each to the category it belongs to.',
  model: gameModel([
    { kind: 'string', name: 'title', label: 'Instructions', default: 'Swipe each card to its side', maxLength: 120 },
    { kind: 'string', name: 'leftLabel', label: 'Left category', required: true, default: 'Left', maxLength: 24 },
    { kind: 'string', name: 'rightLabel', label: 'Right category', required: true, default: 'Right', maxLength: 24 },
    {
      kind: 'list',
      name: 'statements',
      label: 'Statements',
      itemLabel: 'Add statement',
      min: 3,
      max: 30,
      item: {
        kind: 'object',
        name: 'statement',
        label: 'Statement',
        fields: [
          idField(),
          { kind: 'string', name: 'text', label: 'Statement', required: true, maxLength: 120 },
          { kind: 'select', name: 'side', label: 'Belongs on', options: ['Left', 'Right'], default: 'Left' },
        ],
      },
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Renewable or not',
      data: {
        title: 'Is it renewable?',
        leftLabel: 'Renewable',
        rightLabel: 'Not renewable',
        statements: [
          { id: ID, text: 'Solar power', side: 'Left' },
          { id: ID, text: 'Coal', side: 'Right' },
          { id: ID, text: 'Wind power', side: 'Left' },
          { id: ID, text: 'Natural gas', side: 'Right' },
          { id: ID, text: 'Hydroelectric power', side: 'Left' },
          { id: ID, text: 'Oil', side: 'Right' },
        ],
        timer: timer(),
        stars,
      },
    },
  ],
  prompt:
    'Name two categories that split the topic cleanly (safe or unsafe, need or want) and write 3 to 30 ' +
    'short statements, each belonging to exactly one side. Balance the sides and include a few that ' +
    'people often put on the wrong one.',
  questions: (data) =>
    readObjects(data, 'statements').map((statement) => {
      const left = readString(statement, 'side') !== 'Right';
      return draftQuestion({
        type: 'left-or-right',
        category: 'Game',
        id: readString(statement, 'id'),
        content: readString(statement, 'text'),
        answers: [
          { content: readString(data, 'leftLabel') || 'Left', correct: left },
          { content: readString(data, 'rightLabel') || 'Right', correct: !left },
        ],
      });
    }),
};

const multipleChoiceGame: SlideTemplate = {
  ...gameBase,
  type: 'multiple-choice-game',
  displayName: 'Multiple choice game',
  description: 'A question under the clock; the faster the right answers are chosen, the more points.',
  model: gameModel([
    { kind: 'text', name: 'question', label: 'Question', required: true, maxLength: 300 },
    {
      kind: 'html',
      name: 'additionalContent',
      label: 'Additional content',
      help: 'Context shown under the question, such as a short scenario.',
      maxLength: 2000,
    },
    {
      kind: 'list',
      name: 'answers',
      label: 'Answers',
      itemLabel: 'Add answer',
      min: 2,
      max: 8,
      counts: [{ field: 'correct', equals: true, min: 1, label: 'correct answers' }],
      item: {
        kind: 'object',
        name: 'answer',
        label: 'Answer',
        fields: [
          idField(),
          { kind: 'string', name: 'content', label: 'Answer', required: true, maxLength: 120 },
          { kind: 'boolean', name: 'correct', label: 'Correct', default: false },
        ],
      },
    },
    {
      kind: 'int',
      name: 'selectable',
      label: 'Answers to select',
      help: 'How many answers the learner picks; usually the number of correct answers.',
      min: 1,
      max: 8,
      default: 1,
    },
    {
      kind: 'boolean',
      name: 'randomize',
      label: 'Shuffle answers',
      help: 'Answers containing "the above" always stay last.',
      default: true,
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Strong passwords',
      data: {
        question: 'Which of these is the strongest password?',
        additionalContent: '<p>A password is only as strong as it is hard to guess.</p>',
        answers: [
          { id: ID, content: 'correct-horse-battery-staple', correct: true },
          { id: ID, content: 'Password123!', correct: false },
          { id: ID, content: 'Your date of birth', correct: false },
          { id: ID, content: "Your pet's name", correct: false },
        ],
        selectable: 1,
        randomize: true,
        timer: timer(),
        stars,
      },
    },
    {
      subtype: 'all-of-the-above',
      name: 'Spreading germs',
      data: {
        question: 'How can germs spread in a workplace?',
        additionalContent: '',
        answers: [
          { id: ID, content: 'Shared door handles', correct: false },
          { id: ID, content: 'Coughing without covering your mouth', correct: false },
          { id: ID, content: 'Unwashed hands', correct: false },
          { id: ID, content: 'All of the above', correct: true },
        ],
        selectable: 1,
        randomize: true,
        timer: timer(),
        stars,
      },
    },
  ],
  prompt:
    'Ask one clear question with 2 to 8 short answers, one or more of them right; set "answers to select" ' +
    'to the number of right ones. Make the wrong answers believable mistakes rather than jokes, keep ' +
    'answers about the same length, and use "all of the above" sparingly — it always stays last.',
  questions: (data) => [
    draftQuestion({
      type: 'multiple-choice-game',
      category: 'Game',
      content: readString(data, 'question'),
      answers: readObjects(data, 'answers').map((answer) => ({
        id: readString(answer, 'id'),
        content: readString(answer, 'content'),
        correct: readBoolean(answer, 'correct'),
      })),
    }),
  ],
};

export const gamesTemplates: readonly SlideTemplate[] = [
  gameTrueOrFalse,
  gameJumble,
  gameMemory,
  gameNextInOrder,
  elevatorGame,
  findAWord,
  imageWordMatch,
  jeopardy,
  leftOrRight,
  multipleChoiceGame,
];
