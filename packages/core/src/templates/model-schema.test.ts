import { describe, expect, it } from 'vitest';
import { MODEL_NOT_VALID_ERROR, TEMPLATE_MODEL_MAX_DEPTH } from '../constants.ts';
import type { ObjectField, TemplateField, TemplateModel } from './model.ts';
import { ModelNotValidError, modelSchema } from './model-schema.ts';

const accepts = (model: TemplateModel, data: unknown) => modelSchema(model).safeParse(data).success;
const messages = (model: TemplateModel, data: unknown) => {
  const result = modelSchema(model).safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('modelSchema: field kinds', () => {
  it('html, text and string: required text must be non-blank, optional may be empty, lengths bound', () => {
    const model: TemplateModel = [
      { kind: 'html', name: 'body', label: 'Body', required: true },
      { kind: 'text', name: 'note', label: 'Note' },
      { kind: 'string', name: 'title', label: 'Title', minLength: 3, maxLength: 5 },
    ];
    expect(accepts(model, { body: '<p>Hi</p>', title: 'abc' })).toBe(true);
    expect(accepts(model, { body: '<p>Hi</p>', note: '', title: '' })).toBe(true);
    expect(messages(model, { body: '   ' })).toEqual(['Required']);
    expect(messages(model, {})).toEqual(['Required']);
    expect(messages(model, { body: 'x', title: 'ab' })).toEqual(['At least 3 characters']);
    expect(messages(model, { body: 'x', title: 'abcdef' })).toEqual(['At most 5 characters']);
    expect(messages(model, { body: 42 })).toEqual(['Must be text']);
  });

  it('image, video and audio hold a web address or a stored file path', () => {
    for (const kind of ['image', 'video', 'audio'] as const) {
      const model: TemplateModel = [{ kind, name: 'media', label: 'Media', required: true }];
      expect(accepts(model, { media: 'https://images.slidewise.dev/examples/a.jpg' })).toBe(true);
      expect(accepts(model, { media: '/media/abc.mp3' })).toBe(true);
      expect(messages(model, { media: 'javascript:alert(1)' })).toEqual(['Must be a web address (https://…) or an uploaded file']);
      expect(messages(model, { media: '' })).toEqual(['Required']);
    }
    expect(accepts([{ kind: 'image', name: 'media', label: 'Media' }], { media: '' })).toBe(true);
  });

  it('a web address is an http(s) address or a path of our own origin, never another host or a script', () => {
    const model: TemplateModel = [{ kind: 'string', name: 'url', label: 'Web address', format: 'web-address' }];
    for (const url of ['https://intranet.example.com/policies', 'http://example.org', '/examples/pages/expense-policy.html'])
      expect(accepts(model, { url }), url).toBe(true);
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', '/\\evil.example/x', 'intranet/page', 'https:///x'])
      expect(messages(model, { url }), url).toEqual(['Must be a web address starting with https://']);
  });

  it('scorm holds a stored package or an https address, never another host in disguise', () => {
    const model: TemplateModel = [{ kind: 'scorm', name: 'package', label: 'Package', required: true }];
    expect(accepts(model, { package: 'https://packages.example.com/course.zip' })).toBe(true);
    expect(accepts(model, { package: '/media/course.zip' })).toBe(true);
    for (const refused of ['//evil.example/course.zip', '/\\evil.example/course.zip', 'http://packages.example.com/course.zip']) {
      expect(messages(model, { package: refused })).toEqual(['Must be an uploaded package or an https:// address']);
    }
    expect(messages(model, { package: '' })).toEqual(['Required']);
  });

  it('int and number respect min and max; int refuses fractions', () => {
    const model: TemplateModel = [
      { kind: 'int', name: 'count', label: 'Count', min: 1, max: 4, required: true },
      { kind: 'number', name: 'ratio', label: 'Ratio', min: 0, max: 1 },
    ];
    expect(accepts(model, { count: 1, ratio: 0.5 })).toBe(true);
    expect(accepts(model, { count: 4 })).toBe(true);
    expect(messages(model, { count: 0 })).toEqual(['Must be at least 1']);
    expect(messages(model, { count: 5 })).toEqual(['Must be at most 4']);
    expect(messages(model, { count: 2.5 })).toEqual(['Must be a whole number']);
    expect(messages(model, { count: 2, ratio: 1.5 })).toEqual(['Must be at most 1']);
    expect(messages(model, { count: '2' })).toEqual(['Must be a number']);
  });

  it('a numeric none value is accepted outside the bounds and nothing else is', () => {
    const model: TemplateModel = [{ kind: 'int', name: 'limit', label: 'Limit', min: 1, noneValue: -1, required: true }];
    expect(accepts(model, { limit: -1 })).toBe(true);
    expect(accepts(model, { limit: 1 })).toBe(true);
    expect(messages(model, { limit: 0 })).toEqual(['Must be at least 1, or -1 for none']);
  });

  it('boolean, select and uuid', () => {
    const model: TemplateModel = [
      { kind: 'boolean', name: 'on', label: 'On', required: true },
      { kind: 'select', name: 'side', label: 'Side', options: ['Left', 'Right'], required: true },
      { kind: 'uuid', name: 'id', label: 'Id', required: true },
    ];
    expect(accepts(model, { on: false, side: 'Left', id: '#GENUUID#' })).toBe(true);
    expect(accepts(model, { on: true, side: 'Right', id: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b' })).toBe(true);
    expect(accepts(model, { on: true, side: 'Right', id: '' })).toBe(true);
    expect(messages(model, { on: 'yes', side: 'Up', id: 'x' })).toEqual([
      'Must be on or off',
      'Must be one of: Left, Right',
      'Must be an id',
    ]);
  });

  it('lists bound their length, and a list with a minimum must be there', () => {
    const model: TemplateModel = [
      {
        kind: 'list',
        name: 'words',
        label: 'Words',
        min: 2,
        max: 3,
        item: { kind: 'string', name: 'word', label: 'Word', required: true },
      },
      { kind: 'list', name: 'decoys', label: 'Decoys', min: 0, max: 1, item: { kind: 'string', name: 'decoy', label: 'Decoy' } },
      { kind: 'list', name: 'pair', label: 'Pair', min: 2, max: 2, item: { kind: 'int', name: 'n', label: 'N' } },
    ];
    expect(accepts(model, { words: ['a', 'b'], pair: [1, 2] })).toBe(true);
    expect(accepts(model, { words: ['a', 'b', 'c'], decoys: ['d'], pair: [1, 2] })).toBe(true);
    expect(messages(model, { words: ['a'], pair: [1, 2] })).toEqual(['At least 2 items']);
    expect(messages(model, { words: ['a', 'b', 'c', 'd'], pair: [1, 2] })).toEqual(['At most 3 items']);
    expect(messages(model, { words: ['a', 'b'], decoys: ['d', 'e'], pair: [1, 2] })).toEqual(['At most 1 item']);
    expect(messages(model, { words: ['a', 'b'], pair: [1] })).toEqual(['Exactly 2 items']);
    expect(messages(model, { pair: [1, 2] })).toEqual(['Required']);
    expect(messages(model, { words: ['a', ''], pair: [1, 2] })).toEqual(['Required']);
  });

  it('list count rules bound how many items hold a value', () => {
    const model: TemplateModel = [
      {
        kind: 'list',
        name: 'attributes',
        label: 'Attributes',
        min: 3,
        max: 4,
        counts: [{ field: 'correct', equals: true, min: 1, max: 2, label: 'correct attributes' }],
        item: {
          kind: 'object',
          name: 'attribute',
          label: 'Attribute',
          fields: [{ kind: 'boolean', name: 'correct', label: 'Correct', required: true }],
        },
      },
    ];
    const list = (...flags: boolean[]) => ({ attributes: flags.map((correct) => ({ correct })) });
    expect(accepts(model, list(true, false, false))).toBe(true);
    expect(messages(model, list(false, false, false))).toEqual(['At least 1 correct attributes']);
    expect(messages(model, list(true, true, true))).toEqual(['At most 2 correct attributes']);
  });

  it('objects validate their fields, drop unknown keys and report the path', () => {
    const model: TemplateModel = [
      { kind: 'object', name: 'answer', label: 'Answer', fields: [{ kind: 'int', name: 'value', label: 'Value', required: true, max: 9 }] },
    ];
    const schema = modelSchema(model);
    expect(schema.parse({ answer: { value: 3, extra: 1 }, stray: true })).toEqual({ answer: { value: 3 } });
    const result = schema.safeParse({ answer: { value: 10 } });
    expect(result.success ? [] : result.error.issues[0]?.path).toEqual(['answer', 'value']);
    expect(messages(model, { answer: 'x' })).toEqual(['Must be a group of fields']);
  });

  it('builds one schema per model', () => {
    const model: TemplateModel = [{ kind: 'boolean', name: 'on', label: 'On' }];
    expect(modelSchema(model)).toBe(modelSchema(model));
  });
});

describe('modelSchema: invalid models raise model-not-valid', () => {
  const invalidModels: [string, unknown][] = [
    ['not a list', { kind: 'int' }],
    ['a field without a name', [{ kind: 'int', label: 'x' }]],
    ['an unknown kind', [{ kind: 'colour', name: 'c', label: 'c' }]],
    [
      'a repeated name',
      [
        { kind: 'int', name: 'a', label: 'a' },
        { kind: 'text', name: 'a', label: 'a' },
      ],
    ],
    ['min above max', [{ kind: 'int', name: 'a', label: 'a', min: 5, max: 1 }]],
    ['a default out of bounds', [{ kind: 'int', name: 'a', label: 'a', min: 1, max: 3, default: 4 }]],
    ['a fractional int default', [{ kind: 'int', name: 'a', label: 'a', default: 1.5 }]],
    ['a select without options', [{ kind: 'select', name: 's', label: 's', options: [] }]],
    ['a select default not an option', [{ kind: 'select', name: 's', label: 's', options: ['A'], default: 'B' }]],
    ['a list with negative min', [{ kind: 'list', name: 'l', label: 'l', min: -1, max: 2, item: { kind: 'text', name: 't', label: 't' } }]],
    ['a list min above max', [{ kind: 'list', name: 'l', label: 'l', min: 3, max: 2, item: { kind: 'text', name: 't', label: 't' } }]],
    ['a list without item', [{ kind: 'list', name: 'l', label: 'l', min: 0, max: 2 }]],
    ['a bad nested field', [{ kind: 'object', name: 'o', label: 'o', fields: [{ kind: 'nope', name: 'x', label: 'x' }] }]],
    ['text lengths crossed', [{ kind: 'text', name: 't', label: 't', minLength: 5, maxLength: 2 }]],
  ];
  it.each(invalidModels)('%s', (_, model) => {
    expect(() => modelSchema(model as TemplateModel)).toThrow(ModelNotValidError);
    expect(() => modelSchema(model as TemplateModel)).toThrow(MODEL_NOT_VALID_ERROR);
  });
});

describe('modelSchema: nesting deeper than 100 levels is ignored', () => {
  // A chain of objects `depth` levels deep whose innermost field is an int of at most 1.
  function nestedModel(depth: number): TemplateModel {
    let field: TemplateField = { kind: 'int', name: 'leaf', label: 'Leaf', max: 1, required: true };
    for (let level = 1; level < depth; level += 1) {
      field = { kind: 'object', name: 'inner', label: 'Inner', fields: [field], required: true } satisfies ObjectField;
    }
    return [field];
  }
  function nestedData(depth: number, leaf: unknown): unknown {
    let data: Record<string, unknown> = { leaf };
    for (let level = 1; level < depth; level += 1) data = { inner: data };
    return data;
  }

  it('validates a leaf at depth 100', () => {
    const model = nestedModel(TEMPLATE_MODEL_MAX_DEPTH);
    expect(accepts(model, nestedData(TEMPLATE_MODEL_MAX_DEPTH, 1))).toBe(true);
    expect(accepts(model, nestedData(TEMPLATE_MODEL_MAX_DEPTH, 2))).toBe(false);
  });

  it('ignores a leaf at depth 101, even a malformed one', () => {
    const model = nestedModel(TEMPLATE_MODEL_MAX_DEPTH + 1);
    expect(accepts(model, nestedData(TEMPLATE_MODEL_MAX_DEPTH + 1, 2))).toBe(true);
    const broken = JSON.parse(JSON.stringify(model).replace('"kind":"int"', '"kind":"nope"')) as TemplateModel;
    expect(() => modelSchema(broken)).not.toThrow();
  });

  it('stops at 100 levels for a model that contains itself', () => {
    const field: ObjectField = { kind: 'object', name: 'self', label: 'Self', fields: [] };
    (field.fields as TemplateField[]).push(field);
    expect(() => modelSchema([field])).not.toThrow();
    expect(accepts([field], { self: { self: {} } })).toBe(true);
  });
});
