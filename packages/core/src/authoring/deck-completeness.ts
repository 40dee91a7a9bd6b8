// What stands between a lesson's draft and publishing it: every slide's unfinished fields, found from
// its template's model (templates/slide-completeness.ts). The server refuses a publish while any is
// left; the lesson editor badges the same slides.
import type { IncompleteLesson, IncompleteSlide } from '../api/publishing.ts';
import { findSlideTemplate } from '../templates/catalogue.ts';
import type { SlideTemplate } from '../templates/model.ts';
import { slideIssuesAgainstModel } from '../templates/slide-completeness.ts';

/** What completeness reads of a slide. */
export interface CheckedSlide {
  id: string;
  type: string;
  name: string;
  templateName: string;
  data: unknown;
}

type FindTemplate = (type: string) => Pick<SlideTemplate, 'model' | 'displayName'> | undefined;

/**
 * The slide's unfinished fields, with every issue a save would refuse counted too (a deck stored before
 * a bound was tightened may hold one): publishing needs a slide that plays as its template says.
 */
export function unfinishedFieldsOf(slide: Pick<CheckedSlide, 'type' | 'data'>, findTemplate: FindTemplate = findSlideTemplate) {
  const template = findTemplate(slide.type);
  if (!template) return [{ path: ['type'], message: `Unknown template "${slide.type}"`, code: 'unknown-template' as const }];
  const { incomplete, refused } = slideIssuesAgainstModel(template.model, slide.data);
  return [...refused, ...incomplete];
}

/** The deck's slides that cannot be published yet, in deck order, each with its place (from 1) and fields to fill. */
export function incompleteSlidesOf(slides: readonly CheckedSlide[], findTemplate: FindTemplate = findSlideTemplate): IncompleteSlide[] {
  return slides.flatMap((slide, index) => {
    const fields = unfinishedFieldsOf(slide, findTemplate);
    if (fields.length === 0) return [];
    return [
      {
        slideId: slide.id,
        position: index + 1,
        name: slide.name,
        templateName: slide.templateName || (findTemplate(slide.type)?.displayName ?? slide.type),
        fields: fields.map(({ path, message, code, limit }) => ({ path, message, code, ...(limit === undefined ? {} : { limit }) })),
      },
    ];
  });
}

/** The sentence of a refused publish: how many slides, then each as "Lesson, slide 3 (Quiz): answers.0.text — Required". */
export function describeIncompleteLessons(lessons: readonly IncompleteLesson[]): string {
  const slides = lessons.flatMap((lesson) => lesson.slides.map((slide) => ({ lesson, slide })));
  const listed = slides.map(({ lesson, slide }) => {
    const called = slide.name.trim() ? `"${slide.name.trim()}", ${slide.templateName}` : slide.templateName;
    const fields = slide.fields.map((field) => `${field.path.join('.') || 'the slide data'} — ${field.message}`).join('; ');
    return `"${lesson.lessonTitle}", slide ${slide.position} (${called}): ${fields}`;
  });
  const count = slides.length === 1 ? '1 slide is' : `${slides.length} slides are`;
  return `Not published: ${count} not finished. ${listed.join('. ')}.`;
}
