import { describe, expect, it } from 'vitest';
import { defaultSlide } from '../entities/slide.ts';
import { lessonAuthoringConflictPayloadSchema, lessonAuthoringSaveBodySchema, MAX_SLIDES_PER_LESSON } from './lesson-authoring.ts';
import { slideTemplateInfoSchema } from './slide-templates.ts';

describe('lesson authoring calls', () => {
  it('a saved slide may leave out what the server derives; a missing subtype becomes default', () => {
    const body = lessonAuthoringSaveBodySchema.parse({
      slides: [{ id: 's1', type: 'title', data: { title: 'Hi' } }, null],
      latestSavedSlidesStateIdentifier: null,
    });
    expect(body.slides[0]).toMatchObject({ id: 's1', subtype: 'default', name: '', templateName: '' });
    expect(body.slides[0]?.displayIndex).toBeUndefined();
    expect(body.slides[1]).toBeNull();
    expect(body.language).toBeUndefined();
  });

  it('accepts whole slides as the editor holds them', () => {
    const slide = defaultSlide({ id: 'a', type: 'title', displayIndex: 3 });
    expect(
      lessonAuthoringSaveBodySchema.parse({ slides: [slide], latestSavedSlidesStateIdentifier: 'x', language: 'es-ES' }).slides[0],
    ).toEqual(slide);
  });

  it('refuses a slide without an id or type, a bad language and more slides than a lesson holds', () => {
    const parse = (body: unknown) => lessonAuthoringSaveBodySchema.safeParse(body).success;
    expect(parse({ slides: [{ id: ' ', type: 'title', data: {} }], latestSavedSlidesStateIdentifier: null })).toBe(false);
    expect(parse({ slides: [{ id: 'a', type: '', data: {} }], latestSavedSlidesStateIdentifier: null })).toBe(false);
    expect(parse({ slides: [], latestSavedSlidesStateIdentifier: null, language: 'not a language' })).toBe(false);
    expect(parse({ slides: [] })).toBe(false);
    const tooMany = Array.from({ length: MAX_SLIDES_PER_LESSON + 1 }, (_, index) => ({ id: `s${index}`, type: 'title', data: {} }));
    expect(parse({ slides: tooMany, latestSavedSlidesStateIdentifier: null })).toBe(false);
  });

  it('a conflict carries the current slides, identifier and language', () => {
    const payload = {
      message: 'm',
      code: 'conflict',
      details: { current: { slides: [], latestSavedSlidesStateIdentifier: 'abc', language: 'en-US' } },
    };
    expect(lessonAuthoringConflictPayloadSchema.parse(payload)).toEqual(payload);
    expect(lessonAuthoringConflictPayloadSchema.safeParse({ ...payload, code: 'validation_failed' }).success).toBe(false);
  });

  it('a served template carries nested models', () => {
    const info = {
      type: 'reorder',
      displayName: 'Reorder',
      description: 'd',
      category: 'Concepts',
      features: ['stars'],
      play: 'quiz',
      model: [
        {
          name: 'list',
          label: 'List',
          kind: 'list',
          min: 2,
          max: 6,
          item: { name: 'item', label: 'Item', kind: 'object', fields: [{ name: 'text', label: 'Text', kind: 'html' }] },
        },
      ],
      examples: [{ subtype: 'default', name: 'e', data: {} }],
      prompt: 'p',
      doneText: 'Continue',
      visibleInPicker: true,
      hiddenFromPlans: ['freemium'],
    };
    expect(slideTemplateInfoSchema.parse(info)).toEqual(info);
    const badNested = JSON.parse(JSON.stringify(info)) as typeof info;
    (badNested.model[0]!.item.fields[0] as { kind: string }).kind = 'colour';
    expect(slideTemplateInfoSchema.safeParse(badNested).success).toBe(false);
  });
});
