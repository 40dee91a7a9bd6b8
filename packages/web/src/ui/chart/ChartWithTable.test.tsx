import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withI18n } from '../../test/with-i18n.tsx';
import { ChartWithTable } from './ChartWithTable.tsx';

describe('ChartWithTable', () => {
  it('puts every figure in a table a screen reader can read, and hides the drawing from it', async () => {
    const { container } = render(
      <ChartWithTable
        title="Lessons completed"
        data={{ kind: 'bar', categories: ['1 Nov', '2 Nov'], series: [{ name: 'Lessons', values: [4, 0.5] }] }}
        formatValue={(value) => `${value * 100}%`}
      />,
      { wrapper: await withI18n() },
    );
    const table = screen.getByRole('table', { name: 'Lessons completed' });
    expect(within(table).getByRole('rowheader', { name: '2 Nov' }).closest('tr')?.textContent).toBe('2 Nov50%');
    expect(container.querySelector('.chart-with-table__drawing')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('says there is nothing yet instead of an empty chart', async () => {
    render(<ChartWithTable title="Scores" data={{ kind: 'line', categories: [], series: [] }} />, { wrapper: await withI18n() });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No data for this period yet.')).toBeTruthy();
  });
});
