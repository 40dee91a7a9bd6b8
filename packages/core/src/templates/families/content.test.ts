import { describe, expect, it } from 'vitest';
import { defaultSlideData, validateSlideData } from '../catalogue.ts';
import type { SlideTemplate, TemplateField } from '../model.ts';
import { contentTemplates } from './content.ts';

const byType = new Map(contentTemplates.map((template) => [template.type, template]));
const template = (type: string) => byType.get(type) as SlideTemplate;
const field = (type: string, name: string) => template(type).model.find((entry) => entry.name === name) as TemplateField;

describe('content templates', () => {
  it('are the text content templates of the spec', () => {
    expect([...byType.keys()].sort()).toEqual(
      [
        'bulleted-list',
        'comparison',
        'exit',
        'expandable-list',
        'reveal',
        'scratch-to-reveal',
        'scrollable',
        'speech-bubble',
        'table',
        'text-and-images',
        'text-sequence',
        'title',
      ].sort(),
    );
  });

  it.each(contentTemplates.map((entry) => [entry.type, entry] as const))(
    '%s plays as content in the Content category: no questions, a Continue or Move on button',
    (_type, entry) => {
      expect(entry.play).toBe('content');
      expect(entry.category).toBe('Content');
      expect(entry.questions).toBeUndefined();
      expect(['Continue', 'Move on']).toContain(entry.doneText);
      expect(entry.hiddenFromPlans).toEqual([]);
    },
  );

  it.each(contentTemplates.map((entry) => [entry.type, entry] as const))(
    "%s describes every picture for screen readers (an avatar sits beside its author's name)",
    (_type, entry) => {
      const missing: string[] = [];
      const walk = (fields: readonly TemplateField[], where: string) => {
        for (const field of fields) {
          if (field.kind === 'image' && field.name !== 'avatar' && !fields.some((sibling) => sibling.name === 'alt')) {
            missing.push(`${where}${field.name}`);
          }
          if (field.kind === 'object') walk(field.fields, `${where}${field.name}.`);
          if (field.kind === 'list' && field.item.kind === 'object') walk(field.item.fields, `${where}${field.name}[].`);
        }
      };
      walk(entry.model, '');
      expect(missing).toEqual([]);
    },
  );

  it('keeps text-and-images out of the picker and the rest in it', () => {
    const hidden = contentTemplates.filter((entry) => !entry.visibleInPicker).map((entry) => entry.type);
    expect(hidden).toEqual(['text-and-images']);
  });

  it('shows no fields for the exit slide, yet its data may hold the common parts', () => {
    const exit = template('exit');
    expect(exit.model.every((entry) => entry.hidden === true)).toBe(true);
    expect(exit.model.map((entry) => entry.name)).toEqual(['challenge_configuration', 'socialLearning', 'narration']);
    expect(validateSlideData('exit', { narration: { audio_file: '', progress_on_completion: true, can_not_be_skipped: false } })).toEqual(
      [],
    );
  });

  it('speech-bubble offers the spec directions and styles, defaulting to the first sensible one', () => {
    expect(field('speech-bubble', 'direction')).toMatchObject({ options: ['Left', 'Right'], default: 'Left' });
    expect(field('speech-bubble', 'bubbleStyle')).toMatchObject({ options: ['Dark', 'Light'], default: 'Light' });
    expect(field('speech-bubble', 'avatarStyle')).toMatchObject({ options: ['Circle', 'Rounded', 'Square'], default: 'Circle' });
    const data = { ...defaultSlideData(template('speech-bubble')), title: 'Listen first.', direction: 'Up' };
    expect(validateSlideData('speech-bubble', data)).toEqual([
      { path: ['direction'], message: 'Must be one of: Left, Right', code: 'invalid' },
    ]);
  });

  it('table: a space is an empty cell, and the style flags default to header and full width', () => {
    const data = defaultSlideData(template('table'));
    expect(data.rows).toEqual([['']]);
    expect(data.style).toEqual({ header: true, condensed: false, 'full-width': true });
    const withEmptyCell = {
      ...data,
      rows: [
        ['Item', 'Price'],
        ['Coffee', ' '],
      ],
    };
    expect(validateSlideData('table', withEmptyCell)).toEqual([]);
  });

  it('table: a row beyond five cells is named by its row', () => {
    const data = { ...defaultSlideData(template('table')), rows: [['a'], ['a', 'b', 'c', 'd', 'e', 'f']] };
    expect(validateSlideData('table', data)).toEqual([{ path: ['rows', 1], message: 'At most 5 items', code: 'too-big', limit: 5 }]);
  });

  it('text-sequence lets learners go back by default', () => {
    expect(defaultSlideData(template('text-sequence'))).toMatchObject({ content: [''], label: 'Next', canGoBack: true });
  });

  it('comparison always compares exactly two items', () => {
    const data = defaultSlideData(template('comparison'));
    const item = { title: 'A', image: '', content: '' };
    expect(validateSlideData('comparison', { ...data, items: [item, item] })).toEqual([]);
    expect(validateSlideData('comparison', { ...data, items: [item] })).toEqual([
      { path: ['items'], message: 'Exactly 2 items', code: 'too-small', limit: 2 },
    ]);
  });

  it('title: a new slide only lacks its title', () => {
    const data = defaultSlideData(template('title'));
    expect(data.buttonText).toBe('Start');
    expect(validateSlideData('title', data)).toEqual([{ path: ['title'], message: 'Required', code: 'required' }]);
  });
});
