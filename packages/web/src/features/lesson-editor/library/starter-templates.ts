import type { SearchableTemplate } from './template-search.ts';

/**
 * A template as the "Start here" tab offers it to someone writing a first lesson: the few a lesson is
 * usually made of, in the order a lesson uses them. A starter may speak plainer than the catalogue
 * (`text`: its name and description under `templateLibrary.starters.<text>`) and start its slide with
 * some fields set (`startWith`, over the blank or example data).
 */
export interface StarterTemplate {
  type: string;
  text?: 'question';
  startWith?: Readonly<Record<string, unknown>>;
}

// A plain multiple-choice question is the multiple-choice game without its clock: the catalogue has no
// other template where a learner picks the right answers among several to one question.
export const starterTemplates: readonly StarterTemplate[] = [
  { type: 'title' },
  { type: 'bulleted-list' },
  { type: 'image' },
  { type: 'multiple-choice-game', text: 'question', startWith: { timer: { disabled: true } } },
  { type: 'game-true-or-false' },
  { type: 'exit' },
];

/**
 * The library's entries: every template offered, those a starter names marked as such, and after its
 * template an entry of its own for each starter with words of its own (a plain multiple-choice question
 * beside the multiple-choice game), so both can be found and told apart.
 */
export function withStarterEntries(
  offered: readonly SearchableTemplate[],
  words: (text: NonNullable<StarterTemplate['text']>) => { name: string; description: string },
): SearchableTemplate[] {
  return offered.flatMap((entry) => {
    const starter = starterTemplates.find((candidate) => candidate.type === entry.template.type);
    if (!starter) return [entry];
    if (!starter.text) return [{ ...entry, starter }];
    return [entry, { ...entry, ...words(starter.text), key: `${entry.key}:${starter.text}`, starter, ownEntry: true }];
  });
}

/** A new slide's data with the starter's fields set; an object field keeps what the starter leaves out. */
export function withStarterFields(data: Record<string, unknown>, startWith: StarterTemplate['startWith']): Record<string, unknown> {
  if (!startWith) return data;
  const started = { ...data };
  for (const [name, value] of Object.entries(startWith)) {
    const current = started[name];
    started[name] = isRecord(current) && isRecord(value) ? { ...current, ...value } : value;
  }
  return started;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
