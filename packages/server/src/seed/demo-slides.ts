import { randomUUID } from 'node:crypto';
import { defaultSlideData, findSlideTemplate, slideTemplates, type SlideTemplate, type TemplateCategory } from '@slidewise/core';
import type { IncomingSlide } from '../modules/lesson-authoring/slide-preparation.ts';

/** How many templates of each category a demo lesson shows: enough to see the range, short enough to play. */
export const DEMO_TEMPLATES_PER_CATEGORY = 3;

// The demo account is on the enterprise plan and sees every template; the tour shows the ones the
// picker offers.
const offered = (template: SlideTemplate) =>
  template.visibleInPicker && !template.hiddenFromPlans.includes('enterprise') && template.examples.length > 0;

function fromExample(template: SlideTemplate): IncomingSlide {
  const example = template.examples[0]!;
  return {
    id: randomUUID(),
    type: template.type,
    subtype: example.subtype,
    name: example.name,
    templateName: template.displayName,
    templateDescription: template.description,
    data: structuredClone(example.data),
  };
}

/** A title slide; the title template's own fields are filled from its defaults, then named. */
function titleSlide(title: string): IncomingSlide | undefined {
  const template = findSlideTemplate('title');
  if (!template) return undefined;
  const data = defaultSlideData(template);
  if ('title' in data) data.title = title;
  return {
    id: randomUUID(),
    type: template.type,
    subtype: 'default',
    name: title,
    templateName: template.displayName,
    templateDescription: template.description,
    data,
  };
}

/** Title slides with the given titles (the lessons of the welcome tour). */
export function demoTitleSlides(titles: readonly string[]): IncomingSlide[] {
  return titles.flatMap((title) => titleSlide(title) ?? []);
}

/**
 * A lesson showing the catalogue's first few templates of each category, each from its example: a title
 * slide first, and the exit slide last when the catalogue has one.
 */
export function demoTemplateSlides(title: string, categories: readonly TemplateCategory[]): IncomingSlide[] {
  const shown = categories.flatMap((category) =>
    slideTemplates
      .filter((template) => template.category === category && template.type !== 'exit' && offered(template))
      .slice(0, DEMO_TEMPLATES_PER_CATEGORY),
  );
  const exit = findSlideTemplate('exit');
  return [...demoTitleSlides([title]), ...shown.map(fromExample), ...(exit && exit.examples.length > 0 ? [fromExample(exit)] : [])];
}
