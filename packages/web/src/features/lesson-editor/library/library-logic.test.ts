import { DEFAULT_TEMPLATE_INDEX, defaultSlideData, slideTemplates, toTemplateInfo, type SlideTemplateInfo } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { pickerTemplates, templateAtIndex } from './picker-templates.ts';
import { startSlide } from './start-slide.ts';
import { withStarterEntries, withStarterFields } from './starter-templates.ts';
import { normaliseForSearch } from '../../../ui/search/search-text.ts';
import { filterTemplates, matchesSearch } from './template-search.ts';

const served: SlideTemplateInfo[] = slideTemplates.map(toTemplateInfo);
const entry = (template: SlideTemplateInfo, name = template.displayName, description = template.description) => ({
  key: template.type,
  template,
  name,
  description,
});
const fake = (overrides: Partial<SlideTemplateInfo>): SlideTemplateInfo => ({ ...served[0]!, ...overrides });

describe('searching templates', () => {
  it('ignores case and accents', () => {
    expect(normaliseForSearch('Categorías ÉLAN')).toBe('categorias elan');
  });

  it('needs every word, found in the shown or English name, description or type', () => {
    const chat = entry(
      fake({ type: 'chat', displayName: 'Chat', description: 'Follow a conversation' }),
      'Conversación',
      'Sigue una conversación',
    );
    expect(matchesSearch(chat, 'conversacion')).toBe(true);
    expect(matchesSearch(chat, 'follow chat')).toBe(true);
    expect(matchesSearch(chat, 'follow jeopardy')).toBe(false);
    expect(matchesSearch(chat, '   ')).toBe(true);
  });

  it('filters by category and query together', () => {
    const entries = served.map((template) => entry(template));
    const games = filterTemplates(entries, { category: 'Game', query: '' });
    expect(games.length).toBeGreaterThan(0);
    expect(games.every(({ template }) => template.category === 'Game')).toBe(true);
    expect(filterTemplates(entries, { category: 'all', query: 'zzzz-nothing' })).toEqual([]);
  });

  it('lists the starters under Start here in a lesson’s order, a starter with words of its own also in All', () => {
    const entries = withStarterEntries(
      served.map((template) => entry(template)),
      () => ({ name: 'Plain question', description: 'No clock' }),
    );
    const start = filterTemplates(entries, { category: 'start', query: '' });
    expect(start.map(({ key }) => key)).toEqual([
      'title',
      'bulleted-list',
      'image',
      'multiple-choice-game:question',
      'game-true-or-false',
      'exit',
    ]);
    expect(filterTemplates(entries, { category: 'all', query: 'plain question' }).map(({ key }) => key)).toEqual([
      'multiple-choice-game:question',
    ]);
    // Its category lists the template once, under the catalogue's name.
    const games = filterTemplates(entries, { category: 'Game', query: 'multiple' });
    expect(games.map(({ key }) => key)).toEqual(['multiple-choice-game']);
  });

  it('starts a starter’s slide with its fields set, keeping what an object field already had', () => {
    expect(withStarterFields({ timer: { limit: 20000, disabled: false }, question: 'Q' }, { timer: { disabled: true } })).toEqual({
      timer: { limit: 20000, disabled: true },
      question: 'Q',
    });
    expect(withStarterFields({ a: 1 }, undefined)).toEqual({ a: 1 });
  });
});

describe('the template the library opens at', () => {
  it('is the one at the default template index when it is offered', () => {
    const expected = served[DEFAULT_TEMPLATE_INDEX];
    expect(expected?.visibleInPicker).toBe(true);
    expect(templateAtIndex(served, DEFAULT_TEMPLATE_INDEX)).toBe(expected);
  });

  it('falls back to the first offered template when the index is hidden or beyond the list', () => {
    const hidden = fake({ type: 'hidden-one', visibleInPicker: false });
    const shown = fake({ type: 'shown-one', visibleInPicker: true });
    expect(templateAtIndex([hidden, shown], 0)).toBe(shown);
    expect(templateAtIndex([hidden, shown], 42)).toBe(shown);
    expect(pickerTemplates([hidden, shown])).toEqual([shown]);
  });
});

describe('a slide from a template', () => {
  const template = served.find((candidate) => candidate.examples.length > 0 && candidate.model.some((field) => field.kind === 'list'))!;

  it('blank: the model’s defaults, subtype default, the template’s name and description', () => {
    const slide = startSlide(template, undefined, () => 'slide-1');
    expect(slide).toMatchObject({
      id: 'slide-1',
      type: template.type,
      subtype: 'default',
      name: '',
      templateName: template.displayName,
      templateDescription: template.description,
      metadata: { questions: [] },
    });
    expect(slide.data).toEqual(defaultSlideData(template));
  });

  it('from an example: its data (a copy) and its subtype', () => {
    const example = template.examples[0]!;
    const slide = startSlide(template, example, () => 'slide-2');
    expect(slide.id).toBe('slide-2');
    expect(slide.subtype).toBe(example.subtype || 'default');
    expect(slide.name).toBe(example.name);
    expect(slide.data).toEqual(example.data);
    expect(slide.data).not.toBe(example.data);
  });
});
