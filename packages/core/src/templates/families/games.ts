// Game templates (TEMPLATES.md "Games"): timed, several items, points become stars by the 1000 thresholds.
import { gameModel } from '../common.ts';
import type { SlideTemplate } from '../model.ts';
import { draftQuestion, readBoolean, readObjects, readString } from '../question-draft.ts';

const gameBase = {
  category: 'Game',
  features: ['stars'],
  play: 'game',
  doneText: 'Continue',
  visibleInPicker: true,
  hiddenFromPlans: [],
} as const;

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
          { kind: 'uuid', name: 'id', label: 'Id', hidden: true },
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
          { id: '#GENUUID#', text: 'Washing your hands properly takes at least 20 seconds.', true: true },
          { id: '#GENUUID#', text: 'Hand sanitiser works as well on visibly dirty hands.', true: false },
          { id: '#GENUUID#', text: 'The backs of the hands and the thumbs are the most often missed.', true: true },
          { id: '#GENUUID#', text: 'Cold water kills fewer germs, so hot water is required.', true: false },
        ],
        trueText: 'True',
        falseText: 'False',
        readyText: 'Swipe right for true, left for false. Ready?',
        doneText: 'Continue',
        timer: { limit: 20000, disabled: false },
        stars: { minimumPoints: 1000, maximumPoints: 1000 },
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

export const gamesTemplates: readonly SlideTemplate[] = [gameTrueOrFalse];
