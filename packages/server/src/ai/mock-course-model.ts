// The deterministic model of AI_PROVIDER=mock, allowed only in test mode (config.ts): it answers each
// kind of request our prompts make (their `Task:` line) with valid content taken from the catalogue's
// own examples, at once, so end-to-end tests and the bench run the whole generation without a provider.
import { findSlideTemplate } from '@slidewise/core';
import { TASK_LESSON_PLAN, TASK_OUTLINE, TASK_QUIZ_PICK, TASK_SLIDE } from './course-prompts.ts';
import { scriptedModel } from './scripted-model.ts';

const lineValue = (text: string, label: string) => new RegExp(`^${label}: (.*)$`, 'm').exec(text)?.[1]?.trim() ?? '';

/** The catalogue lines of a prompt: `- type (play, category): …`. */
function offeredTemplates(text: string): { type: string; play: string }[] {
  return [...text.matchAll(/^- ([a-z0-9-]+) \((content|quiz|game|survey), /gm)].map((match) => ({ type: match[1]!, play: match[2]! }));
}

function outline(text: string): object {
  const topic = lineValue(text, 'Topic').slice(0, 150) || 'A topic';
  const count = Number(lineValue(text, 'Lessons')) || 1;
  return {
    title: topic,
    description: `A short course on ${topic.toLowerCase()}.`,
    lessons: Array.from({ length: count }, (_, index) => ({
      title: `${topic}: part ${index + 1}`,
      summary: `Part ${index + 1} of ${topic}.`,
    })),
  };
}

function lessonPlan(text: string): object {
  const offered = offeredTemplates(text);
  const first = (play: string, preferred?: string) =>
    offered.find((template) => template.type === preferred) ?? offered.find((template) => template.play === play);
  const lesson = lineValue(text, 'Lesson');
  const chosen = [first('content', 'title'), first('content', 'bulleted-list'), first('quiz'), first('game')];
  if (lineValue(text, 'Include a survey') === 'yes') chosen.push(first('survey'));
  return { slides: chosen.flatMap((template) => (template ? [{ type: template.type, covers: `${lesson} (${template.type})` }] : [])) };
}

function slideData(text: string): object {
  const template = findSlideTemplate(lineValue(text, 'Template'));
  return template?.examples[0]?.data ?? {};
}

export function answerAsMock(text: string): string {
  const task = text.split('\n', 1)[0];
  if (task === TASK_OUTLINE) return JSON.stringify(outline(text));
  if (task === TASK_LESSON_PLAN) return JSON.stringify(lessonPlan(text));
  if (task === TASK_QUIZ_PICK) return JSON.stringify({ type: offeredTemplates(text)[0]?.type ?? '' });
  if (task === TASK_SLIDE) return JSON.stringify(slideData(text));
  return '{}';
}

/** A model answering every request at once from the catalogue (AI_PROVIDER=mock). */
export const createMockCourseModel = () => scriptedModel((text) => answerAsMock(text));
