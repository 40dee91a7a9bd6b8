import { describe, expect, it } from 'vitest';
import { GENERATED_ID_PLACEHOLDER } from '../constants.ts';
import { planKinds } from '../enums/plan-kinds.ts';
import {
  defaultSlideData,
  findSlideTemplate,
  slideDataSchema,
  slideTemplates,
  templatesForPlan,
  toTemplateInfo,
  validateSlideData,
} from './catalogue.ts';
import { templateCategories, templateFeatures, templatePlayKinds, type SlideTemplate } from './model.ts';
import { modelSchema } from './model-schema.ts';

const first = slideTemplates[0] as SlideTemplate;

describe('the catalogue', () => {
  it('holds templates, each type once, in category order', () => {
    expect(slideTemplates.length).toBeGreaterThan(0);
    const types = slideTemplates.map((template) => template.type);
    expect(new Set(types).size).toBe(types.length);
    const ranks = slideTemplates.map((template) => templateCategories.indexOf(template.category));
    expect(ranks).toEqual([...ranks].sort((left, right) => left - right));
  });

  it.each(slideTemplates.map((template) => [template.type, template] as const))('%s is complete and well formed', (type, template) => {
    expect(type).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(template.displayName.trim()).not.toBe('');
    expect(template.description.trim()).not.toBe('');
    expect(template.prompt.length).toBeGreaterThan(60);
    expect(templateCategories).toContain(template.category);
    expect(templatePlayKinds).toContain(template.play);
    for (const feature of template.features) expect(templateFeatures).toContain(feature);
    expect(template.doneText.trim()).not.toBe('');
    expect(() => modelSchema(template.model)).not.toThrow();
    const names = template.model.map((field) => field.name);
    expect(names).toEqual(expect.arrayContaining(['challenge_configuration', 'socialLearning', 'narration']));
    if (template.play === 'game') expect(names).toEqual(expect.arrayContaining(['timer', 'stars']));
    if (template.play === 'quiz') expect(names).toEqual(expect.arrayContaining(['answer', 'timer']));
    expect(template.examples.length).toBeGreaterThan(0);
  });

  it.each(
    slideTemplates.flatMap((template) =>
      template.examples.map((example) => [template.type, example.name, example.subtype, example.data] as const),
    ),
  )('%s example "%s" (%s) validates against its model', (type, _name, subtype, data) => {
    expect(subtype.trim()).not.toBe('');
    expect(validateSlideData(type, data)).toEqual([]);
  });

  it.each(slideTemplates.filter((template) => template.play === 'game' || template.play === 'quiz').map((t) => [t.type, t] as const))(
    '%s reads questions of its own type and category from its examples',
    (type, template) => {
      for (const example of template.examples) {
        const questions = template.questions?.(example.data) ?? [];
        expect(questions.length).toBeGreaterThan(0);
        for (const question of questions) {
          expect(question.questionDetails.type).toBe(type);
          expect(question.questionDetails.category).toBe(template.category);
          expect(question.questionDetails.text.trim()).not.toBe('');
          expect(question.answers.length).toBeGreaterThan(0);
          expect(question.answers.some((answer) => answer.correct)).toBe(true);
          for (const answer of question.answers) {
            expect(answer.type).toBe(answer.correct ? 'answer' : 'incorrect-answer');
            expect(answer.answerId).not.toBe('');
          }
        }
      }
    },
  );
});

// templates §3.1: every type of the spec's table, spelled as the issue's shared contract spells them.
const specTypes = [
  'game-true-or-false',
  'game-jumble',
  'media-collection',
  'game-memory',
  'construct',
  'construct-sentence',
  'missing-word',
  'matrix',
  'multiple-choice-game',
  'game-next-in-order',
  'number-picker',
  'number-sentence',
  'peer-authoring',
  'pie-chart',
  'quadrant-survey',
  'speech-bubble',
  'ratio',
  'reorder',
  'reveal',
  'scorm',
  'scratch-to-reveal',
  'scrolling-media',
  'scrollable',
  'image-multiple-choice',
  'tap-in-order',
  'text-sequence',
  'image',
  'video',
  'slider',
  'slider-survey',
  'strikeout',
  'multiple-choice-survey',
  'table',
  'text-and-images',
  'title',
  'image-slider',
  'video-contribution',
  'video-collection',
  'vimeo-video-embed',
  'youtube-video-embed',
  'aicc',
  'external-url',
  'bulleted-list',
  'carousel',
  'categorise',
  'chat',
  'circle-the-answer',
  'comparison',
  'free-text-survey',
  'contribution',
  'connect',
  'dial',
  'dial-distribution',
  'drag-to-match',
  'elevator-game',
  'exit',
  'expandable-list',
  'find-a-word',
  'image-gallery',
  'image-collection',
  'image-map',
  'image-pairs',
  'parallax',
  'image-waypoints',
  'image-word-match',
  'jeopardy',
  'left-or-right',
];

describe('the catalogue against the spec', () => {
  it('holds every type of the spec table, each once, and nothing else', () => {
    const types = slideTemplates.map((template) => template.type);
    expect(new Set(types).size).toBe(types.length);
    expect([...types].sort()).toEqual([...specTypes].sort());
  });

  it('uses every category', () => {
    const used = new Set(slideTemplates.map((template) => template.category));
    expect([...used].sort()).toEqual([...templateCategories].sort());
  });

  it('games and quizzes derive questions; content does not', () => {
    for (const template of slideTemplates) {
      const scored = template.play === 'game' || template.play === 'quiz';
      if (scored) expect(template.questions, template.type).toBeTypeOf('function');
      if (template.play === 'content') expect(template.questions?.({}) ?? [], template.type).toEqual([]);
    }
  });
});

describe('lookup and plans', () => {
  // templates §6: SCORM hidden from freemium and sponsor; AICC and external URL from freemium, sponsor and uxp.
  const hidden: Record<string, string[]> = {
    freemium: ['aicc', 'external-url', 'scorm'],
    sponsor: ['aicc', 'external-url', 'scorm'],
    uxp: ['aicc', 'external-url'],
    trial: [],
    enterprise: [],
  };
  it.each(Object.entries(hidden))('the %s plan does not see %j', (plan, types) => {
    const seen = new Set(templatesForPlan(plan as (typeof planKinds)[number]).map((template) => template.type));
    const missing = slideTemplates.filter((template) => !seen.has(template.type)).map((template) => template.type);
    expect(missing.sort()).toEqual(types);
  });

  it('finds a template by type and nothing for an unknown one', () => {
    expect(findSlideTemplate(first.type)).toBe(first);
    expect(findSlideTemplate('no-such-template')).toBeUndefined();
  });

  it.each(planKinds)('the %s plan sees exactly the templates not hidden from it', (plan) => {
    const seen = templatesForPlan(plan);
    expect(seen.every((template) => !template.hiddenFromPlans.includes(plan))).toBe(true);
    const hidden = slideTemplates.filter((template) => template.hiddenFromPlans.includes(plan));
    expect(seen.length + hidden.length).toBe(slideTemplates.length);
  });
});

describe('slide data', () => {
  it('builds each type schema once', () => {
    expect(slideDataSchema(first.type)).toBe(slideDataSchema(first.type));
    expect(slideDataSchema('no-such-template')).toBeUndefined();
  });

  it('reports an unknown template', () => {
    expect(validateSlideData('no-such-template', {})).toEqual([
      { path: ['type'], message: 'Unknown template "no-such-template"', code: 'unknown-template' },
    ]);
  });

  it('reports each problem with its path, message, code and bound', () => {
    const template = findSlideTemplate('game-true-or-false') as SlideTemplate;
    const data = JSON.parse(JSON.stringify(template.examples[0]?.data)) as Record<string, unknown>;
    data.statements = [{ id: GENERATED_ID_PLACEHOLDER, text: '', true: true }];
    data.timer = { limit: 0, disabled: false };
    expect(validateSlideData(template.type, data)).toEqual([
      { path: ['statements', 0, 'text'], message: 'Required', code: 'required' },
      { path: ['statements'], message: 'At least 2 items', code: 'too-small', limit: 2 },
      { path: ['timer', 'limit'], message: 'Must be at least 1', code: 'too-small', limit: 1 },
    ]);
  });

  it.each(slideTemplates.map((template) => [template.type, template] as const))(
    '%s default data fills lists to their minimum and breaks no bound but required text',
    (type, template) => {
      const data = defaultSlideData(template);
      expect(Object.keys(data)).toEqual(template.model.map((field) => field.name));
      const issues = validateSlideData(type, data);
      // A new slide has no content yet: only the author's missing text and media may be reported.
      expect(issues.filter((issue) => issue.code !== 'required')).toEqual([]);
    },
  );

  it('fills defaults: game timer, stars and common parts', () => {
    const data = defaultSlideData(findSlideTemplate('game-true-or-false') as SlideTemplate);
    expect(data.timer).toEqual({ limit: 20000, disabled: false });
    expect(data.stars).toEqual({ minimumPoints: 1000, maximumPoints: 1000 });
    expect(data.challenge_configuration).toEqual({ weighting: 1, nb_stars: 1 });
    // Jumble and image-word match hold many words or rounds, so they give 5 stars.
    for (const type of ['game-jumble', 'image-word-match']) {
      expect(defaultSlideData(findSlideTemplate(type) as SlideTemplate).challenge_configuration).toEqual({ weighting: 1, nb_stars: 5 });
    }
    expect(data.statements).toEqual([
      { id: GENERATED_ID_PLACEHOLDER, text: '', true: true },
      { id: GENERATED_ID_PLACEHOLDER, text: '', true: true },
    ]);
  });
});

describe('template info', () => {
  it('is everything but functions, and survives JSON', () => {
    for (const template of slideTemplates) {
      const info = toTemplateInfo(template);
      expect(info).not.toHaveProperty('questions');
      expect(JSON.parse(JSON.stringify(info))).toEqual(info);
      expect(info.type).toBe(template.type);
      expect(info.model).toBe(template.model);
    }
  });
});
