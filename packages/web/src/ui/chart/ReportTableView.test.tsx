import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withI18n } from '../../test/with-i18n.tsx';
import { ReportTableView } from './ReportTableView.tsx';

const table = {
  fileName: 'attempts',
  header: ['Learner', 'Finished', 'Score'],
  rows: [
    ['Ana', '2026-11-21T15:00:00.000Z', 90],
    ['Bruno', null, null],
  ],
};

async function renderTable(props: Partial<Parameters<typeof ReportTableView>[0]> = {}) {
  const I18n = await withI18n();
  return render(
    <MemoryRouter>
      <I18n>
        <ReportTableView title="Attempts" table={table} empty="No attempts yet." {...props} />
      </I18n>
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ReportTableView', () => {
  it('scrolls in a region the keyboard reaches, named by its title, a dash for what is missing', async () => {
    await renderTable();
    const region = screen.getByRole('region', { name: 'Attempts' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const bruno = within(region).getByRole('rowheader', { name: 'Bruno' }).closest('tr');
    expect(bruno?.textContent).toBe('Bruno––');
  });

  it('shows cells as display says, and exports the raw values', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:attempts';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    await renderTable({ display: (cell, column) => (column === 1 && cell ? 'yesterday' : String(cell ?? '')) });
    expect(screen.getByRole('rowheader', { name: 'Ana' }).closest('tr')?.textContent).toBe('Anayesterday90');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV: Attempts' }));
    expect(await saved[0]!.text()).toBe('\uFEFFLearner,Finished,Score\r\nAna,2026-11-21T15:00:00.000Z,90\r\nBruno,,\r\n');
  });

  it("links each row's first cell where linkOfRow says, and downloads from exportHref when given", async () => {
    await renderTable({ linkOfRow: (index) => `/people/${index}`, exportHref: '/api/attempts.csv' });
    expect(screen.getByRole('link', { name: 'Bruno' }).getAttribute('href')).toBe('/people/1');
    expect(screen.getByRole('link', { name: 'Export CSV: Attempts' }).getAttribute('href')).toBe('/api/attempts.csv');
    expect(screen.queryByRole('button', { name: 'Export CSV: Attempts' })).toBeNull();
  });

  it('says it is empty instead of an empty table, with nothing to export', async () => {
    await renderTable({ table: { ...table, rows: [] } });
    expect(screen.getByText('No attempts yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV: Attempts' }).hasAttribute('disabled')).toBe(true);
  });
});
