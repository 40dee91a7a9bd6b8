import type { EChartsType } from 'echarts/core';

/**
 * ECharts with only the charts the reports draw, fetched the first time a report page shows a chart
 * (docs/decisions.md, "Charts"): no other page pays for it.
 */
export async function loadECharts(): Promise<{ init: (element: HTMLElement) => EChartsType }> {
  const [core, charts, components, renderers] = await Promise.all([
    import('echarts/core'),
    import('echarts/charts'),
    import('echarts/components'),
    import('echarts/renderers'),
  ]);
  core.use([
    charts.BarChart,
    charts.LineChart,
    charts.FunnelChart,
    components.GridComponent,
    components.TooltipComponent,
    components.LegendComponent,
    renderers.SVGRenderer,
  ]);
  return { init: (element) => core.init(element, undefined, { renderer: 'svg' }) };
}
