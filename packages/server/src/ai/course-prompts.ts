// The words put to the model. Each prompt starts with a `Task:` line naming what is asked, which also
// lets the test-mode mock model (mock-course-model.ts) answer each kind of request deterministically.
import type { AiCourseOutline, AiCourseRequest, SlideTemplate } from '@slidewise/core';
import { catalogueText } from './generation-catalogue.ts';

export const TASK_OUTLINE = 'Task: course-outline';
export const TASK_LESSON_PLAN = 'Task: lesson-plan';
export const TASK_SLIDE = 'Task: slide';
export const TASK_QUIZ_PICK = 'Task: quiz-pick';

export const AUTHOR_SYSTEM =
  'You write short, accurate microlearning for a mobile learning app: plain words, one idea per slide, questions that check understanding rather than memory of wording.';

export function outlinePrompt(request: AiCourseRequest): string {
  return [
    TASK_OUTLINE,
    `Lessons: ${request.lessonCount}`,
    `Topic: ${request.topic}`,
    `Audience: ${request.audience}`,
    `Tone: ${request.tone}`,
    `Language: ${request.language}`,
    `Outline a course of exactly ${request.lessonCount} lessons: a course title, a one or two sentence description and, per lesson, a title and a summary of what it teaches. Write in ${request.language}.`,
  ].join('\n');
}

export interface LessonBrief {
  courseTitle: string;
  lessonTitle: string;
  summary: string;
  audience: string;
  tone: string;
  language: string;
  includeSurvey: boolean;
}

/** The brief of the outline's lesson `index`: the course's survey goes in its last lesson, where the learner has seen it all. */
export function lessonBriefOf(outline: AiCourseOutline, request: AiCourseRequest, index: number): LessonBrief {
  const planned = outline.lessons[index]!;
  return {
    courseTitle: outline.title,
    lessonTitle: planned.title,
    summary: planned.summary,
    audience: request.audience,
    tone: request.tone,
    language: request.language,
    includeSurvey: index === outline.lessons.length - 1,
  };
}

export function lessonPlanPrompt(brief: LessonBrief, templates: readonly SlideTemplate[]): string {
  return [
    TASK_LESSON_PLAN,
    `Include a survey: ${brief.includeSurvey ? 'yes' : 'no'}`,
    `Course: ${brief.courseTitle}`,
    `Lesson: ${brief.lessonTitle}`,
    `What it teaches: ${brief.summary}`,
    `Audience: ${brief.audience}. Tone: ${brief.tone}. Language: ${brief.language}.`,
    "Plan the lesson as 4 to 8 slides, in order, choosing each slide's template from this catalogue by what it is good for:",
    catalogueText(templates),
    `Mix them: at least one content slide, one quiz and one game${brief.includeSurvey ? ", and one survey asking the learner's view" : ''}. For each slide give the template type and what the slide covers.`,
  ].join('\n');
}

export function slidePrompt(
  template: SlideTemplate,
  focus: string,
  context: { lessonTitle: string; language: string; source?: string },
): string {
  const example = template.examples[0];
  return [
    TASK_SLIDE,
    `Template: ${template.type}`,
    `Lesson: ${context.lessonTitle}`,
    `This slide covers: ${focus}`,
    `Language: ${context.language}`,
    `Write the data of one "${template.displayName}" slide. ${template.prompt}`,
    'Use "#GENUUID#" for every id field. Leave picture, audio and video fields empty.',
    ...(context.source ? [`Start from this slide's data:\n${context.source}`] : []),
    ...(example ? [`An example of this template's data (its shape, not its content):\n${JSON.stringify(example.data)}`] : []),
  ].join('\n');
}

export function outlineText(outline: AiCourseOutline): string {
  return outline.lessons.map((lesson, index) => `${index + 1}. ${lesson.title}: ${lesson.summary}`).join('\n');
}

/** Which quiz template suits a question about the given slide. */
export function quizPickPrompt(sourceData: string, quizzes: readonly SlideTemplate[]): string {
  return [
    TASK_QUIZ_PICK,
    'Choose the quiz template that best checks understanding of this slide, from this catalogue:',
    catalogueText(quizzes),
    `The slide's data:\n${sourceData}`,
    'Answer with the template type.',
  ].join('\n');
}
