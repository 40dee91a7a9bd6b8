import {
  findSlideTemplate,
  type PlanKind,
  slideIssuesAgainstModel,
  type Slide,
  type SlideDataIssue,
  type SlideSave,
  type SlideTemplate,
  type SlideValidationPayload,
  VALIDATION_FAILED,
} from '@slidewise/core';
import { HttpError } from '../../http-error.ts';
import { hasHtmlField, sanitiseHtmlFields } from './html-sanitiser.ts';

/** A slide as the save body's schema hands it over (defaults applied, derived parts maybe missing). */
export type IncomingSlide = Omit<Slide, 'displayIndex' | 'metadata'> & { displayIndex?: number; metadata?: Partial<Slide['metadata']> };
export type { SlideSave };

/** 400 `validation_failed`: names the slide (from 1), its template and the field; details point at it. */
export class SlideValidationError extends HttpError {
  constructor(message: string, details: SlideValidationPayload['details'] & { issues?: { path: (string | number)[]; message: string }[] }) {
    super(400, VALIDATION_FAILED, message, details);
  }
}

/**
 * Every slide checked against its template, in deck order; the first slide with a problem stops the
 * save. Throws SlideValidationError for a repeated slide id, an unknown template or data the template's
 * model refuses even in a draft (a crossed bound, a broken structure). What is only unfinished (a
 * required field still empty) is stored: publishing checks it (core's deck completeness). Slides
 * `alreadyStored` says the server stored exactly so are only checked for repeated ids: they passed these
 * checks when they were stored.
 */
export function assertSlidesValid(slides: readonly IncomingSlide[], alreadyStored: (slideIndex: number) => boolean = () => false): void {
  const seen = new Set<string>();
  slides.forEach((slide, slideIndex) => {
    const number = slideIndex + 1;
    if (seen.has(slide.id)) {
      throw new SlideValidationError(`Slide ${number}: another slide of this lesson already has the id "${slide.id}".`, {
        slideId: slide.id,
        slideIndex,
        path: ['id'],
      });
    }
    seen.add(slide.id);
    if (alreadyStored(slideIndex)) return;
    const template = findSlideTemplate(slide.type);
    if (!template) {
      throw new SlideValidationError(`Slide ${number}: "${slide.type}" is not a slide template.`, {
        slideId: slide.id,
        slideIndex,
        path: ['type'],
      });
    }
    const issues = slideIssuesAgainstModel(template.model, slide.data).refused;
    const first = issues[0];
    if (first) {
      throw new SlideValidationError(`Slide ${number} (${template.displayName}): ${describeField(first)} — ${first.message}`, {
        slideId: slide.id,
        slideIndex,
        path: first.path,
        issues: issues.map(({ path, message }) => ({ path, message })),
      });
    }
  });
}

/** The slides whose template the plan does not offer, with their places in the deck. */
export function slidesHiddenFromPlan(
  slides: readonly IncomingSlide[],
  plan: PlanKind,
): { slide: IncomingSlide; slideIndex: number; template: SlideTemplate }[] {
  return slides.flatMap((slide, slideIndex) => {
    const template = findSlideTemplate(slide.type);
    return template?.hiddenFromPlans.includes(plan) ? [{ slide, slideIndex, template }] : [];
  });
}

/**
 * templates §6 plan gating: a slide of a template the plan hides may stay in a lesson that already had
 * it (a lesson copied from another account's plan, or a plan changed since), but none may be added.
 */
export function assertNoNewHiddenSlides(hidden: ReturnType<typeof slidesHiddenFromPlan>, storedIds: ReadonlySet<string>): void {
  const added = hidden.find(({ slide }) => !storedIds.has(slide.id));
  if (!added) return;
  throw new SlideValidationError(`Slide ${added.slideIndex + 1} (${added.template.displayName}): this template is not part of your plan.`, {
    slideId: added.slide.id,
    slideIndex: added.slideIndex,
    path: ['type'],
  });
}

function describeField(issue: SlideDataIssue): string {
  return issue.path.length === 0 ? 'the slide data' : issue.path.join('.');
}

const modelsWithHtml = new WeakMap<SlideTemplate, boolean>();

/** The slide with its template's html fields sanitised. */
export function cleanSlide<S extends IncomingSlide>(slide: S): S {
  const template = findSlideTemplate(slide.type);
  if (!template) return slide;
  let withHtml = modelsWithHtml.get(template);
  if (withHtml === undefined) {
    withHtml = hasHtmlField(template.model);
    modelsWithHtml.set(template, withHtml);
  }
  return withHtml ? { ...slide, data: sanitiseHtmlFields(template.model, slide.data) } : slide;
}
