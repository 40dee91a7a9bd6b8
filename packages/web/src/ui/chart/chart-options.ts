/** What a report chart shows: one value per category for each series. */
export interface ChartData {
  kind: 'bar' | 'line' | 'funnel';
  /** The categories along the axis (days, lessons, funnel steps), in order. */
  categories: string[];
  series: { name: string; values: number[] }[];
}

/** Colours from the theme's tokens, so a chart follows light, dark and the account's accent. */
export interface ChartColours {
  accent: string;
  text: string;
  grid: string;
}

/** The ECharts option for one chart: pure, so it is tested without a canvas. */
export function chartOption(data: ChartData, colours: ChartColours): Record<string, unknown> {
  const textStyle = { color: colours.text };
  if (data.kind === 'funnel') {
    const [first] = data.series;
    return {
      animation: false,
      textStyle,
      tooltip: { trigger: 'item' },
      series: [
        {
          type: 'funnel',
          name: first?.name ?? '',
          sort: 'none',
          minSize: '8%',
          label: { show: true, position: 'inside', color: '#fff' },
          itemStyle: { color: colours.accent },
          data: data.categories.map((category, index) => ({ name: category, value: first?.values[index] ?? 0 })),
        },
      ],
    };
  }
  return {
    animation: false,
    textStyle,
    tooltip: { trigger: 'axis' },
    legend: data.series.length > 1 ? { textStyle } : undefined,
    grid: { left: 8, right: 8, top: data.series.length > 1 ? 32 : 12, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: data.categories, axisLabel: { color: colours.text } },
    yAxis: { type: 'value', axisLabel: { color: colours.text }, splitLine: { lineStyle: { color: colours.grid } } },
    color: [colours.accent, colours.text],
    series: data.series.map((series) => ({ type: data.kind, name: series.name, data: series.values })),
  };
}
