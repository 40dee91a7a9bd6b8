import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartColours, type ChartData, chartOption } from './chart-options.ts';
import { loadECharts } from './load-echarts.ts';
import './chart.css';

interface ChartWithTableProps {
  /** The chart's heading, also the table's caption. */
  title: string;
  data: ChartData;
  /** How a value reads in the table (e.g. a percentage); the number itself by default. */
  formatValue?: (value: number) => string;
}

function themeColours(element: HTMLElement): ChartColours {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  // Derived tokens are color-mix() expressions ECharts cannot read: only plain ones are taken, and the grid is a neutral tint.
  return {
    accent: token('--color-accent-background-default', '#2563eb'),
    text: token('--color-surface-text-default', '#1f2937'),
    grid: 'rgba(128, 128, 128, 0.25)',
  };
}

/**
 * A report chart with its numbers in a table beside it: the table is what screen readers (and anyone
 * who wants the exact figures) read, so the drawing itself is hidden from assistive technology.
 */
export function ChartWithTable({ title, data, formatValue = String }: ChartWithTableProps) {
  const { t } = useTranslation();
  const drawing = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = drawing.current;
    if (!element) return;
    let disposed = false;
    let dispose: (() => void) | undefined;
    loadECharts()
      .then(({ init }) => {
        if (disposed) return;
        const chart = init(element);
        chart.setOption(chartOption(data, themeColours(element)));
        const resize = () => chart.resize();
        window.addEventListener('resize', resize);
        dispose = () => {
          window.removeEventListener('resize', resize);
          chart.dispose();
        };
      })
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      dispose?.();
    };
  }, [data]);

  const empty = data.categories.length === 0;
  return (
    <figure className="chart-with-table">
      <figcaption className="chart-with-table__title">{title}</figcaption>
      {empty ? (
        <p className="chart-with-table__empty">{t('charts.empty')}</p>
      ) : (
        <div className="chart-with-table__body">
          <div ref={drawing} className="chart-with-table__drawing" aria-hidden="true">
            {failed ? <p className="chart-with-table__empty">{t('charts.failed')}</p> : null}
          </div>
          <div className="chart-with-table__table">
            <table>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('charts.category')}</th>
                  {data.series.map((series) => (
                    <th key={series.name} scope="col">
                      {series.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.categories.map((category, index) => (
                  <tr key={category}>
                    <th scope="row">{category}</th>
                    {data.series.map((series) => (
                      <td key={series.name}>{formatValue(series.values[index] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </figure>
  );
}
