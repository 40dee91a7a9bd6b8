import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadCsv } from '../../ui/chart/download-csv.ts';
import { Button } from '../../ui/primitives/Button.tsx';
import type { ReportTable } from './report-tables.ts';

interface ReportTableViewProps {
  title: string;
  table: ReportTable;
  /** The CSV file's name, without extension. */
  fileName: string;
  /** Where a row's first cell links to, if anywhere. */
  linkOfRow?: (index: number) => string;
  emptyText: string;
}

/** A report table under its heading, scrolling sideways on a phone, with its CSV export. */
export function ReportTableView({ title, table, fileName, linkOfRow, emptyText }: ReportTableViewProps) {
  const { t } = useTranslation();
  return (
    <div className="analytics-courses__table card">
      <div className="analytics-courses__table-heading">
        <h2 className="analytics-courses__section-title">{title}</h2>
        <Button variant="secondary" onClick={() => downloadCsv(fileName, table.header, table.rows)} disabled={table.rows.length === 0}>
          {t('analyticsCourses.exportCsv')}
        </Button>
      </div>
      {table.rows.length === 0 ? (
        <p className="page__text">{emptyText}</p>
      ) : (
        // The region scrolls on a phone; it is focusable so the keyboard can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <div className="analytics-courses__scroll" tabIndex={0} role="region" aria-label={title}>
          <table>
            <thead>
              <tr>
                {table.header.map((heading) => (
                  <th key={heading} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place in the report
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) =>
                    cellIndex === 0 ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                      <th key={cellIndex} scope="row">
                        {linkOfRow ? <Link to={linkOfRow(rowIndex)}>{String(cell ?? '')}</Link> : String(cell ?? '')}
                      </th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                      <td key={cellIndex}>{cell === null || cell === undefined ? '–' : String(cell)}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
