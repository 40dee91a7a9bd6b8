// Courses, lessons and slides from a model, each answer validated before anything uses it: the outline
// against its schema, a lesson's plan against the catalogue it was offered, each slide's data against its
// template's model schema (core). Nothing here touches the database.
import { randomUUID } from 'node:crypto';
import {
  type AiCourseOutline,
  type AiCourseRequest,
  type AiSlideAction,
  aiCourseOutlineSchema,
  modelSchema,
  type Slide,
  type SlideTemplate,
} from '@slidewise/core';
import type { LanguageModel } from 'ai';
import { z } from 'zod';
import type { IncomingSlide } from '../modules/lesson-authoring/slide-preparation.ts';
import { AUTHOR_SYSTEM, type LessonBrief, lessonPlanPrompt, outlinePrompt, quizPickPrompt, slidePrompt } from './course-prompts.ts';
import { addUsage, type AiUsage, generateValid, NO_USAGE } from './generate-valid.ts';

export const MIN_SLIDES_PER_LESSON = 4;
export const MAX_SLIDES_PER_LESSON = 8;

export async function generateOutline(model: LanguageModel, request: AiCourseRequest, abortSignal?: AbortSignal) {
  const schema = aiCourseOutlineSchema.refine((outline) => outline.lessons.length === request.lessonCount, {
    message: `Give exactly ${request.lessonCount} lessons`,
    path: ['lessons'],
  });
  return generateValid<AiCourseOutline>({ model, schema, system: AUTHOR_SYSTEM, prompt: outlinePrompt(request), abortSignal });
}

/** A lesson's plan must use the offered templates and mix content, a quiz, a game (and a survey when asked). */
function lessonPlanSchema(templates: readonly SlideTemplate[], includeSurvey: boolean) {
  const types = templates.map((template) => template.type) as [string, ...string[]];
  const playOf = new Map(templates.map((template) => [template.type, template.play]));
  const required = ['content', 'quiz', 'game', ...(includeSurvey ? ['survey'] : [])];
  return z
    .object({
      slides: z
        .array(z.object({ type: z.enum(types), covers: z.string().trim().min(1).max(500) }))
        .min(MIN_SLIDES_PER_LESSON)
        .max(MAX_SLIDES_PER_LESSON),
    })
    .superRefine((plan, context) => {
      const plays = new Set(plan.slides.map((slide) => playOf.get(slide.type)));
      for (const play of required) {
        if (!plays.has(play as never))
          context.addIssue({ code: 'custom', path: ['slides'], message: `Include at least one ${play} slide` });
      }
    });
}

function slideOf(template: SlideTemplate, name: string, data: Record<string, unknown>): IncomingSlide {
  return {
    id: randomUUID(),
    type: template.type,
    subtype: template.examples[0]?.subtype ?? 'default',
    name: name.slice(0, 200),
    templateName: template.displayName,
    templateDescription: template.description,
    data,
  };
}

/** One slide's data for a template, checked against the template's model. */
async function generateSlide(
  model: LanguageModel,
  template: SlideTemplate,
  focus: string,
  context: { lessonTitle: string; language: string; source?: string },
  abortSignal?: AbortSignal,
) {
  return generateValid({
    model,
    schema: modelSchema(template.model),
    system: AUTHOR_SYSTEM,
    prompt: slidePrompt(template, focus, context),
    abortSignal,
  });
}

export interface GeneratedLesson {
  slides: IncomingSlide[];
  usage: AiUsage;
}

/** A lesson: its plan, then each planned slide in order. Throws InvalidAiOutputError when one stays invalid. */
export async function generateLesson(
  model: LanguageModel,
  brief: LessonBrief,
  templates: readonly SlideTemplate[],
  abortSignal?: AbortSignal,
): Promise<GeneratedLesson> {
  const plan = await generateValid({
    model,
    schema: lessonPlanSchema(templates, brief.includeSurvey),
    system: AUTHOR_SYSTEM,
    prompt: lessonPlanPrompt(brief, templates),
    abortSignal,
  });
  let usage = plan.usage;
  const slides: IncomingSlide[] = [];
  for (const planned of plan.value.slides) {
    const template = templates.find((candidate) => candidate.type === planned.type)!;
    const slide = await generateSlide(
      model,
      template,
      planned.covers,
      { lessonTitle: brief.lessonTitle, language: brief.language },
      abortSignal,
    );
    usage = addUsage(usage, slide.usage);
    slides.push(slideOf(template, planned.covers, slide.value));
  }
  return { slides, usage };
}

const ACTION_FOCUS: Record<AiSlideAction, string> = {
  improve: 'The same content, made clearer, more accurate and more engaging; keep the same language.',
  shorter: 'The same content, shorter and in simpler words; keep the same language.',
  quiz: 'A question that checks the learner understood the given slide, with plausible wrong answers.',
};

/**
 * The selected slide improved or shortened (same template), or a quiz about it (a quiz template the model
 * picks from those offered). The answer is a slide for the editor to apply; nothing is saved here.
 */
export async function rewriteSlide(
  model: LanguageModel,
  slide: Slide,
  action: AiSlideAction,
  templates: readonly SlideTemplate[],
  language: string,
  abortSignal?: AbortSignal,
): Promise<{ slide: IncomingSlide; usage: AiUsage }> {
  const source = JSON.stringify(slide.data);
  const context = { lessonTitle: slide.name || slide.templateName, language, source };
  let usage = NO_USAGE;
  let template = templates.find((candidate) => candidate.type === slide.type);
  if (action === 'quiz') {
    const quizzes = templates.filter((candidate) => candidate.play === 'quiz');
    const pick = await generateValid({
      model,
      schema: z.object({ type: z.enum(quizzes.map((candidate) => candidate.type) as [string, ...string[]]) }),
      system: AUTHOR_SYSTEM,
      prompt: quizPickPrompt(source, quizzes),
      abortSignal,
    });
    usage = pick.usage;
    template = quizzes.find((candidate) => candidate.type === pick.value.type);
  }
  if (!template) throw new Error(`No template ${slide.type} to rewrite with`);
  const written = await generateSlide(model, template, ACTION_FOCUS[action], context, abortSignal);
  const name = action === 'quiz' ? `Quiz: ${slide.name || slide.templateName}` : slide.name;
  const rewritten = slideOf(template, name, written.value);
  // Improving or shortening keeps the slide itself (id, subtype): the editor replaces it in place.
  if (action !== 'quiz') Object.assign(rewritten, { id: slide.id, subtype: slide.subtype });
  return { slide: rewritten, usage: addUsage(usage, written.usage) };
}
