import type { SlideTemplateInfo, TemplateCategory } from '@slidewise/core';
import { matchesEveryWord } from '../../../ui/search/search-text.ts';
import { type StarterTemplate, starterTemplates } from './starter-templates.ts';

/** A category of the spec, every template (`all`), or the few a first lesson needs (`start`). */
export type CategoryFilter = TemplateCategory | 'all' | 'start';

/** What a template is found by: its name and description as shown (translated) and in English, its type. */
export interface SearchableTemplate {
  /** Tells entries apart: the template's type, or another key for a starter with words of its own. */
  key: string;
  template: SlideTemplateInfo;
  name: string;
  description: string;
  /** Offered by the "Start here" tab, with what it starts the slide with. */
  starter?: StarterTemplate;
  /** A starter with words of its own: listed under "Start here" and in All, not under its category. */
  ownEntry?: boolean;
}

/** Every word of the query appears somewhere in the template's name, description or type (accents and case aside). */
export function matchesSearch({ template, name, description }: SearchableTemplate, query: string): boolean {
  return matchesEveryWord([name, description, template.displayName, template.description, template.type], query);
}

export function filterTemplates(
  templates: readonly SearchableTemplate[],
  { category, query }: { category: CategoryFilter; query: string },
): SearchableTemplate[] {
  const inCategory = (entry: SearchableTemplate) =>
    category === 'all' || (category === 'start' ? entry.starter !== undefined : entry.template.category === category && !entry.ownEntry);
  const found = templates.filter((entry) => inCategory(entry) && matchesSearch(entry, query));
  // "Start here" lists its templates in the order a lesson uses them.
  if (category === 'start') found.sort((a, b) => starterOrder(a) - starterOrder(b));
  return found;
}

function starterOrder(entry: SearchableTemplate): number {
  return entry.starter ? starterTemplates.indexOf(entry.starter) : starterTemplates.length;
}
