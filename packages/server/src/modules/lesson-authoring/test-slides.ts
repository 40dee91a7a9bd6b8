import { deriveQuestions, findSlideTemplate, slideTemplates, type Slide, type SlideTemplate } from '@slidewise/core';

/**
 * A slide made from a catalogue template's first example, as the editor would send it: the derived
 * parts (displayIndex, metadata) left out for the server to fill in.
 */
export function exampleSlide(type: string, id: string, overrides: Partial<Slide> = {}) {
  const template = findSlideTemplate(type);
  if (!template) throw new Error(`no template ${type} in the catalogue`);
  const example = template.examples[0]!;
  return { id, type, subtype: example.subtype, name: example.name, data: structuredClone(example.data), ...overrides };
}

function firstTemplate(description: string, test: (template: SlideTemplate) => boolean): SlideTemplate {
  const template = slideTemplates.find(test);
  if (!template) throw new Error(`the catalogue has no template that ${description}`);
  return template;
}

/** A template with an html field at the top of its model, and that field's name. */
export function templateWithHtml(): { type: string; field: string } {
  const template = firstTemplate('has a top-level html field', (candidate) => candidate.model.some((field) => field.kind === 'html'));
  return { type: template.type, field: template.model.find((field) => field.kind === 'html')!.name };
}

/** A template whose example yields questions (a quiz or game). */
export function templateWithQuestions(): SlideTemplate {
  return firstTemplate(
    'derives questions from its example',
    (candidate) => (candidate.questions?.(candidate.examples[0]!.data).length ?? 0) > 0,
  );
}

/** A template with a top-level list that needs at least one item, and that list's name and minimum. */
export function templateWithRequiredList(): { template: SlideTemplate; field: string; min: number } {
  const template = firstTemplate('has a top-level list with a minimum', (candidate) =>
    candidate.model.some((field) => field.kind === 'list' && field.min > 0),
  );
  const field = template.model.find((candidate) => candidate.kind === 'list' && candidate.min > 0)!;
  return { template, field: field.name, min: field.kind === 'list' ? field.min : 0 };
}

/** A template no account on the given plan may add. */
export function templateHiddenFrom(plan: 'freemium'): SlideTemplate {
  return firstTemplate(`is hidden from ${plan}`, (candidate) => candidate.hiddenFromPlans.includes(plan));
}

const PARAGRAPH = 'Microlearning keeps each lesson short, focused and easy to come back to. ';

/** Rich text of `length` characters, markup included. */
function longHtml(length: number): string {
  const inner = length - '<p></p>'.length;
  return `<p>${PARAGRAPH.repeat(Math.ceil(inner / PARAGRAPH.length)).slice(0, inner)}</p>`;
}

/** The template whose top-level html field may hold the most text (a long scrolling body), and that field. */
export function templateWithLongestHtml(): { type: string; field: string; maxLength: number } {
  let best: { type: string; field: string; maxLength: number } | undefined;
  for (const template of slideTemplates) {
    for (const field of template.model) {
      if (field.kind !== 'html' || template.examples.length === 0) continue;
      const maxLength = field.maxLength ?? Number.POSITIVE_INFINITY;
      if (!best || maxLength > best.maxLength) best = { type: template.type, field: field.name, maxLength };
    }
  }
  if (!best) throw new Error('the catalogue has no template with a top-level html field');
  return best;
}

/** Rich text of `length` characters, for bodies of a chosen size. */
export const richTextOfLength = longHtml;

/**
 * A template whose question ids live only in the slide's derived questions, not in its data: derivation
 * gives such a question the id its last derivation gave (the case where ids could repeat across slides).
 */
export function templateWithQuestionIdsOutsideData(): SlideTemplate {
  return firstTemplate('keeps a question id only in its derived questions', (candidate) => {
    if (!candidate.questions || candidate.examples.length === 0) return false;
    const [derived] = deriveQuestions(
      [{ ...exampleSlide(candidate.type, 'probe'), templateName: '', templateDescription: '' }],
      findSlideTemplate,
      () => crypto.randomUUID(),
    );
    const question = derived?.metadata.questions[0];
    return question !== undefined && !JSON.stringify(derived!.data).includes(question.questionDetails.questionId);
  });
}
