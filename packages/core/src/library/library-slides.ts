import { GENERATED_ID_PLACEHOLDER, QUIZ_CORRECT_REINFORCEMENT, QUIZ_INCORRECT_REINFORCEMENT } from '../constants.ts';
import type { SlideDraft } from '../documents/document-content.ts';
import { escapeHtml, slideDraft } from '../documents/slide-drafts.ts';

// The starter courses are written with these, one per template they use, so each course reads as its
// text and every slide gets the template's defaults for what it does not say. Ids are the placeholder
// the slide save replaces with fresh ones, so every imported copy has its own.

const id = GENERATED_ID_PLACEHOLDER;
const html = (text: string) => `<p>${escapeHtml(text)}</p>`;
const answer = (explanation: string, takeaway: string) => ({
  text: explanation,
  correct: QUIZ_CORRECT_REINFORCEMENT,
  incorrect: QUIZ_INCORRECT_REINFORCEMENT,
  takeaway,
});

export const title = (text: string, subtitle: string, buttonText = 'Start'): SlideDraft =>
  slideDraft('title', text, { title: text, subtitle, buttonText });

export const reading = (heading: string, paragraphs: readonly string[]): SlideDraft =>
  slideDraft('scrollable', heading, { title: heading, content: paragraphs.map(html).join('') });

export const bullets = (heading: string, items: readonly string[]): SlideDraft =>
  slideDraft('bulleted-list', heading, { title: heading, items });

export const steps = (name: string, items: readonly string[]): SlideDraft =>
  slideDraft('text-sequence', name, { content: items.map(html) });

export const questions = (heading: string, items: readonly (readonly [string, string])[]): SlideDraft =>
  slideDraft('expandable-list', heading, {
    title: heading,
    items: items.map(([question, reply]) => ({ title: question, content: html(reply) })),
  });

export const reveal = (name: string, cards: readonly (readonly [string, string])[]): SlideDraft =>
  slideDraft('reveal', name, { content: cards.map(([heading, text]) => ({ title: heading, description: html(text) })), focus: true });

export const trueOrFalse = (heading: string, statements: readonly (readonly [string, boolean])[]): SlideDraft =>
  slideDraft('game-true-or-false', heading, {
    title: heading,
    statements: statements.map(([text, isTrue]) => ({ id, text, true: isTrue })),
  });

export const quickChoice = (question: string, correct: string, wrong: readonly string[], context = ''): SlideDraft =>
  slideDraft('multiple-choice-game', question, {
    question,
    additionalContent: context ? html(context) : '',
    answers: [{ id, content: correct, correct: true }, ...wrong.map((content) => ({ id, content, correct: false }))],
    selectable: 1,
    randomize: true,
  });

export const circleTheAnswer = (
  question: string,
  sentence: { before: string; correct: string; wrong: readonly string[]; after: string },
  explanation: string,
  takeaway: string,
): SlideDraft =>
  slideDraft('circle-the-answer', question, {
    question,
    textBefore: sentence.before,
    correctAnswer: sentence.correct,
    incorrectAnswers: sentence.wrong.map((text) => ({ id, text })),
    textAfter: sentence.after,
    answer: answer(explanation, takeaway),
  });

export const putInOrder = (question: string, items: readonly string[], explanation: string, takeaway: string): SlideDraft =>
  slideDraft('reorder', question, { question, list: items.map((text) => ({ id, text })), answer: answer(explanation, takeaway) });

export const sortInto = (
  question: string,
  categories: readonly (readonly [string, readonly string[]])[],
  explanation: string,
  takeaway: string,
): SlideDraft =>
  slideDraft('categorise', question, {
    question,
    categories: categories.map(([heading, items]) => ({ id, title: heading, items: items.map((text) => ({ id, text })) })),
    answer: answer(explanation, takeaway),
  });

export const memoryPairs = (heading: string, pairs: readonly (readonly [string, string])[]): SlideDraft =>
  slideDraft('game-memory', heading, {
    title: heading,
    tiles: pairs.map(([left, right]) => ({ id, left: { text: left, image: '' }, right: { text: right, image: '' } })),
  });

export const choiceSurvey = (question: string, options: readonly string[]): SlideDraft =>
  slideDraft('multiple-choice-survey', question, {
    question: { id, content: html(question) },
    answers: options.map((content) => ({ id, content })),
    selectable: 1,
    randomize: false,
  });

export const scaleSurvey = (question: string, minLabel: string, maxLabel: string): SlideDraft =>
  slideDraft('slider-survey', question, { question: { id, content: html(question) }, min: 0, max: 10, minLabel, maxLabel });

export const openSurvey = (question: string, placeholder: string): SlideDraft =>
  slideDraft('free-text-survey', question, { question: { id, content: html(question) }, minResponseLength: 20, placeholder });
