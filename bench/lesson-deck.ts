import { randomUUID } from 'node:crypto';
import { slideTemplates, type SlideTemplate } from '@slidewise/core';

/** The templates the demo account (enterprise plan) may add, each with an example to start from. */
export function offeredTemplates(): SlideTemplate[] {
  return slideTemplates.filter((template) => template.examples.length > 0 && !template.hiddenFromPlans.includes('enterprise'));
}

/**
 * A lesson of `count` slides as the editor sends it: the catalogue's templates in turn, each slide its
 * template's first example with an id of its own, so the deck mixes every kind of data the server
 * validates, sanitises and derives questions from.
 */
export function lessonDeck(count: number) {
  const templates = offeredTemplates();
  return Array.from({ length: count }, (_, index) => {
    const template = templates[index % templates.length]!;
    const example = template.examples[0]!;
    return {
      id: randomUUID(),
      type: template.type,
      subtype: example.subtype,
      name: `${example.name} (${index + 1})`,
      data: structuredClone(example.data),
    };
  });
}
