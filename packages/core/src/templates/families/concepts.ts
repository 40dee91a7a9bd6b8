// Concepts quizzes (TEMPLATES.md "Quizzes"): the learner works with words — builds an answer or a
// sentence from tiles, fills gaps in a text, strikes out and replaces wrong words.
import { idField, questionField, quizModel } from '../common.ts';
import type { SlideTemplate, TemplateField } from '../model.ts';
import { draftQuestion, readObjects, readString } from '../question-draft.ts';
import { NEW_ID as ID, quizAnswer, quizTimer } from './example-parts.ts';

const quizBase = {
  category: 'Concepts',
  features: ['narration'],
  play: 'quiz',
  doneText: 'Move on',
  visibleInPicker: true,
  hiddenFromPlans: [],
} as const;

const wordItem = (label: string, maxLength: number): TemplateField => ({
  kind: 'object',
  name: 'word',
  label,
  fields: [idField(), { kind: 'string', name: 'text', label, required: true, maxLength }],
});

const construct: SlideTemplate = {
  ...quizBase,
  type: 'construct',
  displayName: 'Construct',
  description: 'Word tiles the learner taps into the right order to build the answer.',
  model: quizModel([
    questionField(),
    {
      kind: 'list',
      name: 'words',
      label: 'Words of the answer, in order',
      help: 'The learner sees them shuffled.',
      itemLabel: 'Add word',
      min: 1,
      max: 8,
      item: wordItem('Word', 30),
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'What PPE stands for',
      data: {
        question: 'What does PPE stand for?',
        words: ['Personal', 'Protective', 'Equipment'].map((text) => ({ id: ID, text })),
        answer: quizAnswer(
          'PPE is Personal Protective Equipment: gloves, goggles, helmets and the like.',
          'PPE protects the person wearing it.',
        ),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Ask a question whose answer is a short phrase of 1 to 8 words where order matters — a definition, ' +
    'an acronym spelled out, the steps of a rule — and enter its words in the right order. One word per ' +
    'tile; avoid answers with several equally correct orders.',
  questions: (data) => [
    draftQuestion({
      type: 'construct',
      category: 'Concepts',
      content: readString(data, 'question'),
      answers: [
        {
          content: readObjects(data, 'words')
            .map((word) => readString(word, 'text'))
            .join(' '),
          correct: true,
        },
      ],
    }),
  ],
};

const constructSentence: SlideTemplate = {
  ...quizBase,
  type: 'construct-sentence',
  displayName: 'Construct a sentence',
  description: "The sentence's words, shuffled with a few decoys; the learner builds the sentence and leaves the decoys out.",
  model: quizModel([
    questionField(),
    {
      kind: 'string',
      name: 'sentence',
      label: 'Sentence',
      help: 'Each word becomes a tile.',
      required: true,
      maxLength: 200,
    },
    { kind: 'list', name: 'decoys', label: 'Decoy words', itemLabel: 'Add decoy', min: 0, max: 3, item: wordItem('Decoy', 30) },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Ordering a coffee in Spanish',
      data: {
        question: 'Say in Spanish: "I would like a coffee, please."',
        sentence: 'Quisiera un café, por favor',
        decoys: [
          { id: ID, text: 'quiero' },
          { id: ID, text: 'té' },
        ],
        answer: quizAnswer(
          '"Quisiera" is the polite "I would like"; "quiero" ("I want") sounds abrupt when ordering.',
          'Use "quisiera" to ask politely.',
        ),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Write a short sentence (up to about 12 words) the learner should be able to produce — a rule, a ' +
    'phrase in another language, a key definition — and up to 3 decoy words that a learner might wrongly ' +
    'use, such as a near-synonym or the common mistake.',
  questions: (data) => [
    draftQuestion({
      type: 'construct-sentence',
      category: 'Concepts',
      content: readString(data, 'question'),
      answers: [
        { content: readString(data, 'sentence'), correct: true },
        ...readObjects(data, 'decoys').map((decoy) => ({
          id: readString(decoy, 'id'),
          content: readString(decoy, 'text'),
          correct: false,
        })),
      ],
    }),
  ],
};

const missingWord: SlideTemplate = {
  ...quizBase,
  type: 'missing-word',
  displayName: 'Missing word',
  description: 'A text with gaps; the learner drags or picks the word that fills each one.',
  model: quizModel([
    questionField('Instruction'),
    {
      kind: 'list',
      name: 'words',
      label: 'Text and gaps',
      help: 'Each part is the text up to a gap, then the word that fills the gap.',
      itemLabel: 'Add gap',
      min: 1,
      max: 6,
      item: {
        kind: 'object',
        name: 'word',
        label: 'Gap',
        fields: [
          idField(),
          { kind: 'text', name: 'textBefore', label: 'Text before the gap', maxLength: 500 },
          { kind: 'string', name: 'word', label: 'Missing word', required: true, maxLength: 40 },
        ],
      },
    },
    { kind: 'text', name: 'textAfter', label: 'Text after the last gap', maxLength: 500 },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Photosynthesis',
      data: {
        question: 'Fill in the missing words.',
        words: [
          { id: ID, textBefore: 'Plants use energy from', word: 'sunlight' },
          { id: ID, textBefore: 'to turn carbon dioxide and', word: 'water' },
          { id: ID, textBefore: 'into glucose, releasing', word: 'oxygen' },
        ],
        textAfter: 'into the air.',
        answer: quizAnswer(
          'Photosynthesis turns light, carbon dioxide and water into glucose and oxygen.',
          'Plants make their food from light and give off oxygen.',
        ),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Write a short passage of two or three sentences that states a key idea, and take out 1 to 6 words ' +
    'that carry its meaning (terms, numbers, verbs), not filler words. Each gap should have one clearly ' +
    'right word given the rest of the text.',
  questions: (data) => {
    const gaps = readObjects(data, 'words');
    const passage = [...gaps.map((gap) => `${readString(gap, 'textBefore')} ___`), readString(data, 'textAfter')].join(' ');
    return [
      draftQuestion({
        type: 'missing-word',
        category: 'Concepts',
        content: `${readString(data, 'question')} ${passage}`.trim(),
        answers: gaps.map((gap) => ({ id: readString(gap, 'id'), content: readString(gap, 'word'), correct: true })),
      }),
    ];
  },
};

const strikeout: SlideTemplate = {
  ...quizBase,
  type: 'strikeout',
  displayName: 'Strikeout',
  description: 'A text with wrong words in it; the learner strikes each out and picks its replacement.',
  model: quizModel([
    questionField('Instruction'),
    {
      kind: 'text',
      name: 'text',
      label: 'Text with the mistakes in it',
      required: true,
      maxLength: 1000,
    },
    {
      kind: 'list',
      name: 'words',
      label: 'Mistakes',
      help: 'Each wrong word must appear in the text as written.',
      itemLabel: 'Add mistake',
      min: 1,
      max: 8,
      item: {
        kind: 'object',
        name: 'word',
        label: 'Mistake',
        fields: [
          idField(),
          { kind: 'string', name: 'incorrect', label: 'Wrong word in the text', required: true, maxLength: 40 },
          { kind: 'string', name: 'replaces', label: 'Right word', required: true, maxLength: 40 },
        ],
      },
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Fire evacuation',
      data: {
        question: 'Strike out the two mistakes in this procedure and fix them.',
        text: 'When the fire alarm sounds, take the lift to the ground floor and wait at your desk until a warden arrives.',
        words: [
          { id: ID, incorrect: 'lift', replaces: 'stairs' },
          { id: ID, incorrect: 'desk', replaces: 'assembly point' },
        ],
        answer: quizAnswer(
          'Lifts can fail or fill with smoke in a fire, and wardens count people at the assembly point.',
          'Stairs, never the lift; go to the assembly point.',
        ),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Write a short, realistic text — a procedure, a note, a rule — with 1 to 8 words swapped for a common ' +
    'mistake, and list each wrong word with the word it should be. Make the mistakes the ones people ' +
    'really make, and leave the rest of the text correct.',
  questions: (data) => [
    draftQuestion({
      type: 'strikeout',
      category: 'Concepts',
      content: `${readString(data, 'question')} ${readString(data, 'text')}`.trim(),
      answers: readObjects(data, 'words').flatMap((word) => [
        { id: readString(word, 'id'), content: readString(word, 'replaces'), correct: true },
        { content: readString(word, 'incorrect'), correct: false },
      ]),
    }),
  ],
};

export const conceptsTemplates: readonly SlideTemplate[] = [construct, constructSentence, missingWord, strikeout];
