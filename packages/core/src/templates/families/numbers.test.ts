import { describe, expect, it } from 'vitest';
import { describeSpecRows, quizCommonRow, type SpecRow } from '../bounds-table.ts';
import { findSlideTemplate, validateSlideData } from '../catalogue.ts';
import type { SlideTemplate } from '../model.ts';
import { numbersTemplates } from './numbers.ts';

// templates §3.1, the table: one test per row.
const rows: SpecRow[] = [
  {
    type: 'number-picker',
    spec: 'number.digits 1-4 (default 2), min 0, max 99, prefix, suffix, initial; answer.value',
    values: [
      { path: ['number', 'digits'], min: 1, max: 4, default: 2 },
      { path: ['number', 'min'], default: 0 },
      { path: ['number', 'max'], default: 99 },
    ],
    fields: [
      ['number', 'prefix'],
      ['number', 'suffix'],
      ['number', 'initial'],
      ['answer', 'value'],
    ],
  },
  {
    type: 'number-sentence',
    spec: 'numbers 2-8, each with number and correct; decimals 0-8',
    lists: [{ path: ['numbers'], min: 2, max: 8 }],
    values: [{ path: ['decimals'], min: 0, max: 8 }],
    fields: [
      ['numbers', 0, 'number'],
      ['numbers', 0, 'correct'],
    ],
  },
  {
    type: 'pie-chart',
    spec: 'min 0, max 100, suffix %, increment 1; answer.value',
    values: [
      { path: ['min'], default: 0 },
      { path: ['max'], default: 100 },
      { path: ['suffix'], default: '%' },
      { path: ['increment'], default: 1 },
    ],
    fields: [['answer', 'value']],
  },
  {
    type: 'ratio',
    spec: 'bars 1-4 with title and value; total default 100; increment; independent flag',
    lists: [{ path: ['bars'], min: 1, max: 4 }],
    values: [{ path: ['total'], default: 100 }],
    fields: [['bars', 0, 'title'], ['bars', 0, 'value'], ['increment'], ['independent']],
  },
  {
    type: 'slider',
    spec: 'min 0, max 10, labels 2-10 (default 3), decimals 0-8, increment; answer.value',
    values: [
      { path: ['min'], default: 0 },
      { path: ['max'], default: 10 },
      { path: ['labels'], min: 2, max: 10, default: 3 },
      { path: ['decimals'], min: 0, max: 8 },
    ],
    fields: [['increment'], ['answer', 'value']],
  },
  {
    type: 'dial',
    spec: 'dial: increment min 1, labels 0-10 (default 4), decimals 0-8 (default 0)',
    values: [
      { path: ['increment'], min: 1 },
      { path: ['labels'], min: 0, max: 10, default: 4 },
      { path: ['decimals'], min: 0, max: 8, default: 0 },
    ],
  },
  { type: 'dial-distribution', spec: 'dial-distribution: 1-8 incorrect values', lists: [{ path: ['incorrectValues'], min: 1, max: 8 }] },
];

describeSpecRows('numbers: the spec table, one test per row', rows);
describeSpecRows(
  'numbers: quiz answer block and timer',
  numbersTemplates.map((template) => quizCommonRow(template)),
);

const example = (type: string, index = 0) => {
  const template = findSlideTemplate(type) as SlideTemplate;
  // biome-ignore lint/suspicious/noExplicitAny: the examples' data is read here as loose JSON, deep fields and all.
  return { template, data: JSON.parse(JSON.stringify(template.examples[index]?.data)) as Record<string, any> };
};

describe('numbers templates', () => {
  it('are quizzes of the Numbers category', () => {
    for (const template of numbersTemplates) expect([template.play, template.category]).toEqual(['quiz', 'Numbers']);
  });

  it('a template answered by answer.value needs it', () => {
    for (const type of ['number-picker', 'slider', 'dial', 'dial-distribution', 'pie-chart']) {
      const { data } = example(type);
      delete data.answer.value;
      expect(validateSlideData(type, data), type).toEqual([{ path: ['answer', 'value'], message: 'Required', code: 'required' }]);
      delete data.answer;
      expect(validateSlideData(type, data), type).toEqual([{ path: ['answer'], message: 'Required', code: 'required' }]);
    }
  });

  it('number picker: the answer carries the prefix', () => {
    const { template, data } = example('number-picker', 1);
    expect(template.questions?.(data)[0]?.answers[0]?.content).toBe('$50');
  });

  it('dial distribution: the right value and the wrong ones, with the unit', () => {
    const { template, data } = example('dial-distribution');
    expect(template.questions?.(data)[0]?.answers.map((answer) => [answer.content, answer.correct])).toEqual([
      ['71%', true],
      ['50%', false],
      ['60%', false],
      ['85%', false],
      ['95%', false],
    ]);
  });

  it('slider: a step must move the value', () => {
    const { data } = example('slider');
    data.increment = 0;
    expect(validateSlideData('slider', data)[0]?.path).toEqual(['increment']);
  });
});
