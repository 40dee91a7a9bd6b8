import type { SlideTemplateInfo, TemplateCategory } from '@slidewise/core';

export type CategoryFilter = TemplateCategory | 'all';

/** What a template is found by: its name and description as shown (translated) and in English, its type. */
export interface SearchableTemplate {
  template: SlideTemplateInfo;
  name: string;
  description: string;
}

/** Lower case without accents, so "categorías" finds "categorias" and "Elevator" finds "elevator". */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** Every word of the query appears somewhere in the template's name, description or type. */
export function matchesSearch({ template, name, description }: SearchableTemplate, query: string): boolean {
  const words = normaliseForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normaliseForSearch([name, description, template.displayName, template.description, template.type].join(' '));
  return words.every((word) => haystack.includes(word));
}

export function filterTemplates(
  templates: readonly SearchableTemplate[],
  { category, query }: { category: CategoryFilter; query: string },
): SearchableTemplate[] {
  return templates.filter((entry) => (category === 'all' || entry.template.category === category) && matchesSearch(entry, query));
}
