// Multiple Choice quizzes (TEMPLATES.md "Quizzes"): one question, the learner picks among choices —
// images, cards, words in a passage or replies in a chat; reinforcement after answering.
import { idField, imageWithAltFields, questionField, quizModel } from '../common.ts';
import type { ListField, SlideTemplate } from '../model.ts';
import { draftQuestion, readBoolean, readObjects, readString } from '../question-draft.ts';
import { exampleImage, NEW_ID as ID, quizAnswer, quizTimer } from './example-parts.ts';

const quizBase = {
  category: 'Multiple Choice',
  features: ['narration'],
  play: 'quiz',
  doneText: 'Move on',
  visibleInPicker: true,
  hiddenFromPlans: [],
} as const;

const imageMultipleChoice: SlideTemplate = {
  ...quizBase,
  type: 'image-multiple-choice',
  displayName: 'Image multiple choice',
  description: 'A question answered by selecting images; with reject, the learner picks the ones that do not belong.',
  model: quizModel([
    questionField(),
    {
      kind: 'list',
      name: 'answers',
      label: 'Images',
      itemLabel: 'Add image',
      min: 2,
      max: 9,
      counts: [{ field: 'correct', equals: true, min: 1, label: 'correct images' }],
      item: {
        kind: 'object',
        name: 'answer',
        label: 'Image',
        fields: [idField(), ...imageWithAltFields(), { kind: 'boolean', name: 'correct', label: 'Correct', default: false }],
      },
    },
    { kind: 'int', name: 'selectable', label: 'Images to select', min: 1, max: 9, default: 1 },
    {
      kind: 'boolean',
      name: 'reject',
      label: 'Pick the odd ones out',
      help: 'The learner selects the images that are not correct.',
      default: false,
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Sources of protein',
      data: {
        question: 'Which two of these are good sources of protein?',
        answers: [
          { id: ID, image: exampleImage('food-eggs'), alt: 'A bowl of boiled eggs', correct: true },
          { id: ID, image: exampleImage('food-lentils'), alt: 'A scoop of red lentils', correct: true },
          { id: ID, image: exampleImage('food-apple'), alt: 'A green apple', correct: false },
          { id: ID, image: exampleImage('food-white-bread'), alt: 'Slices of white bread', correct: false },
        ],
        selectable: 2,
        reject: false,
        answer: quizAnswer(
          'Eggs and lentils are rich in protein; apples and white bread are mostly carbohydrate.',
          'Build each meal around a source of protein, from animals or plants.',
        ),
        timer: quizTimer(),
      },
    },
    {
      subtype: 'reject',
      name: 'Not personal protective equipment',
      data: {
        question: 'Tap the item that is NOT personal protective equipment.',
        answers: [
          { id: ID, image: exampleImage('ppe-gloves'), alt: 'Protective gloves', correct: true },
          { id: ID, image: exampleImage('ppe-goggles'), alt: 'Safety goggles', correct: true },
          { id: ID, image: exampleImage('office-stapler'), alt: 'A stapler', correct: false },
        ],
        selectable: 1,
        reject: true,
        answer: quizAnswer('A stapler protects nobody.', 'PPE is worn to protect you from a hazard.'),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Ask a question that pictures answer better than words, with 2 to 9 clear, similar-looking images and ' +
    'a description of each. Set "images to select" to the number of right ones. Turn on "pick the odd ones ' +
    'out" when spotting what does not belong is the skill; then the correct images are the ones to leave.',
  questions: (data) => [
    draftQuestion({
      type: 'image-multiple-choice',
      category: 'Multiple Choice',
      content: readString(data, 'question'),
      answers: readObjects(data, 'answers').map((answer) => ({
        id: readString(answer, 'id'),
        content: readString(answer, 'alt'),
        correct: readBoolean(answer, 'correct'),
      })),
    }),
  ],
};

const carousel: SlideTemplate = {
  ...quizBase,
  type: 'carousel',
  displayName: 'Carousel',
  description: 'Answer cards the learner swipes through before picking the one that answers the question.',
  model: quizModel([
    questionField(),
    {
      kind: 'list',
      name: 'answers',
      label: 'Cards',
      itemLabel: 'Add card',
      min: 2,
      max: 8,
      counts: [{ field: 'correct', equals: true, min: 1, max: 1, label: 'correct card' }],
      item: {
        kind: 'object',
        name: 'answer',
        label: 'Card',
        fields: [
          idField(),
          { kind: 'string', name: 'title', label: 'Title', required: true, maxLength: 60 },
          { kind: 'text', name: 'content', label: 'Text', maxLength: 300 },
          { kind: 'image', name: 'image', label: 'Image' },
          { kind: 'boolean', name: 'correct', label: 'The right card', default: false },
        ],
      },
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Calming an upset customer',
      data: {
        question: 'A customer is angry that their order is late. What do you say first?',
        answers: [
          {
            id: ID,
            title: 'Acknowledge',
            content: '"I\'m sorry it hasn\'t arrived — let me find out where it is."',
            image: '',
            correct: true,
          },
          { id: ID, title: 'Explain policy', content: '"Deliveries can take up to ten working days."', image: '', correct: false },
          { id: ID, title: 'Redirect', content: '"You will need to call the courier about that."', image: '', correct: false },
        ],
        answer: quizAnswer(
          'Acknowledging the problem and taking ownership lowers the temperature before you solve it.',
          'Acknowledge first, then act.',
        ),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Ask one question and write 2 to 8 cards, exactly one of them right. Give each card a short title and, ' +
    'if it helps, a sentence or an image; make every card a realistic option someone might choose, so the ' +
    'learner reads them all before deciding.',
  questions: (data) => [
    draftQuestion({
      type: 'carousel',
      category: 'Multiple Choice',
      content: readString(data, 'question'),
      answers: readObjects(data, 'answers').map((answer) => ({
        id: readString(answer, 'id'),
        content: readString(answer, 'title'),
        correct: readBoolean(answer, 'correct'),
      })),
    }),
  ],
};

// A list of wrong choices shown beside the right one (circle-the-answer's words, chat's replies).
function incorrectAnswersField(min: number, max: number, label: string, itemLabel: string, maxLength: number): ListField {
  return {
    kind: 'list',
    name: 'incorrectAnswers',
    label,
    itemLabel: `Add ${itemLabel.toLowerCase()}`,
    min,
    max,
    item: {
      kind: 'object',
      name: 'incorrectAnswer',
      label: itemLabel,
      fields: [idField(), { kind: 'string', name: 'text', label: itemLabel, required: true, maxLength }],
    },
  };
}

const circleTheAnswer: SlideTemplate = {
  ...quizBase,
  type: 'circle-the-answer',
  displayName: 'Circle the answer',
  description: 'A sentence with a choice of words in one place; the learner circles the right word.',
  model: quizModel([
    questionField('Instruction'),
    { kind: 'text', name: 'textBefore', label: 'Text before the choice', maxLength: 500 },
    { kind: 'string', name: 'correctAnswer', label: 'Right word', required: true, maxLength: 60 },
    incorrectAnswersField(1, 3, 'Wrong words', 'Wrong word', 60),
    { kind: 'text', name: 'textAfter', label: 'Text after the choice', maxLength: 500 },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Blood leaving the heart',
      data: {
        question: 'Circle the word that completes the sentence.',
        textBefore: 'Oxygen-rich blood leaves the heart through the',
        correctAnswer: 'aorta',
        incorrectAnswers: [
          { id: ID, text: 'vena cava' },
          { id: ID, text: 'pulmonary vein' },
        ],
        textAfter: 'to reach the rest of the body.',
        answer: quizAnswer(
          'The aorta is the largest artery; the vena cava brings blood back to the heart.',
          'Arteries carry blood away from the heart.',
        ),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Write one sentence with a single gap where the key word belongs, then the right word and 1 to 3 ' +
    'wrong words that fit the grammar and sound plausible. The sentence before and after the gap should ' +
    'give enough context that only one choice is right.',
  questions: (data) => [
    draftQuestion({
      type: 'circle-the-answer',
      category: 'Multiple Choice',
      content: [readString(data, 'question'), readString(data, 'textBefore'), '___', readString(data, 'textAfter')]
        .filter(Boolean)
        .join(' '),
      answers: [
        { content: readString(data, 'correctAnswer'), correct: true },
        ...readObjects(data, 'incorrectAnswers').map((wrong) => ({
          id: readString(wrong, 'id'),
          content: readString(wrong, 'text'),
          correct: false,
        })),
      ],
    }),
  ],
};

const chat: SlideTemplate = {
  ...quizBase,
  type: 'chat',
  displayName: 'Chat',
  description: 'A chat conversation; at each turn the learner chooses the right reply among wrong ones.',
  model: quizModel([
    questionField('Situation'),
    { kind: 'string', name: 'contactName', label: 'Who the learner chats with', required: true, maxLength: 40 },
    { kind: 'image', name: 'avatar', label: 'Their picture' },
    {
      kind: 'list',
      name: 'turns',
      label: 'Turns',
      itemLabel: 'Add turn',
      min: 1,
      max: 8,
      item: {
        kind: 'object',
        name: 'turn',
        label: 'Turn',
        fields: [
          idField(),
          { kind: 'text', name: 'message', label: 'Their message', required: true, maxLength: 300 },
          { kind: 'string', name: 'answer', label: 'Right reply', required: true, maxLength: 200 },
          incorrectAnswersField(1, 2, 'Wrong replies', 'Wrong reply', 200),
        ],
      },
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'A suspicious message',
      data: {
        question: 'Someone claiming to be from IT messages you at work. Choose your replies.',
        contactName: 'IT Helpdesk?',
        avatar: '',
        turns: [
          {
            id: ID,
            message: 'Hi! We are upgrading your mailbox today. Can you confirm your password so nothing is lost?',
            answer: 'IT never needs my password. I will call the helpdesk number on the intranet to check.',
            incorrectAnswers: [
              { id: ID, text: 'Sure, it is Summer2024!' },
              { id: ID, text: 'Can I send it by e-mail instead?' },
            ],
          },
          {
            id: ID,
            message: 'This is urgent — your account will be locked in 10 minutes.',
            answer: 'Then I will report this message to the security team now.',
            incorrectAnswers: [{ id: ID, text: 'OK, quickly then — here it is.' }],
          },
        ],
        answer: quizAnswer(
          'Urgency and requests for passwords are the marks of a phishing attempt.',
          'Never share a password; check through a channel you trust.',
        ),
        timer: quizTimer(),
      },
    },
  ],
  prompt:
    'Set the scene in one line, name the person the learner talks to, and write a short exchange of 1 to 8 ' +
    'turns: their message, the reply a skilled person would give, and 1 or 2 tempting wrong replies. ' +
    'Keep messages as short and natural as real chat; the wrong replies should be mistakes people make.',
  questions: (data) =>
    readObjects(data, 'turns').map((turn) =>
      draftQuestion({
        type: 'chat',
        category: 'Multiple Choice',
        id: readString(turn, 'id'),
        content: readString(turn, 'message'),
        answers: [
          { content: readString(turn, 'answer'), correct: true },
          ...readObjects(turn, 'incorrectAnswers').map((wrong) => ({
            id: readString(wrong, 'id'),
            content: readString(wrong, 'text'),
            correct: false,
          })),
        ],
      }),
    ),
};

export const multipleChoiceTemplates: readonly SlideTemplate[] = [imageMultipleChoice, carousel, circleTheAnswer, chat];
