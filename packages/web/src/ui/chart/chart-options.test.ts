import { describe, expect, it } from 'vitest';
import { chartOption } from './chart-options.ts';

const colours = { accent: '#123456', text: '#222222', grid: 'rgba(0, 0, 0, 0.2)' };

describe('chartOption', () => {
  it('draws a bar or line series per series over the categories, in the theme colours', () => {
    const option = chartOption({ kind: 'bar', categories: ['Mon', 'Tue'], series: [{ name: 'Lessons', values: [3, 5] }] }, colours);
    expect(option.xAxis).toMatchObject({ data: ['Mon', 'Tue'] });
    expect(option.series).toEqual([{ type: 'bar', name: 'Lessons', data: [3, 5] }]);
    expect(option.color).toEqual(['#123456', '#222222']);
    expect(option.legend).toBeUndefined();
  });

  it('draws a funnel of the first series in the order given, not sorted', () => {
    const option = chartOption(
      { kind: 'funnel', categories: ['Assigned', 'Started'], series: [{ name: 'People', values: [10, 4] }] },
      colours,
    );
    expect(option.series).toMatchObject([
      {
        type: 'funnel',
        sort: 'none',
        data: [
          { name: 'Assigned', value: 10 },
          { name: 'Started', value: 4 },
        ],
      },
    ]);
  });
});
