import type { CsvCell } from '@slidewise/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../primitives/Button.tsx';
import { downloadCsv } from './download-csv.ts';
import type { ReportTable } from './report-table.ts';
import './report-table.css';

interface ReportTableViewProps {
  title: string;
  table: ReportTable;
  /** What the table says when it has no rows. */
  empty: string;
  /** How a cell reads on screen (dates in the reader's language); the CSV keeps the raw value. */
  display?: (cell: CsvCell, column: number) => string;
  /** Where a row's first cell links to, if anywhere. */
  linkOfRow?: (index: number) => string;
  /** Where the whole table downloads from when the rows shown are only part of it (a server's export). */
  exportHref?: string;
  /** Under the table: a paged table's way to more rows. */
  footer?: ReactNode;
}

const dashWhenEmpty = (cell: CsvCell) => (cell === null || cell === undefined || cell === '' ? '–' : String(cell));

/**
 * A report's table under its heading with its CSV export: what is on screen is what downloads. The table
 * scrolls sideways on a phone inside a focusable region, so the keyboard can scroll it too.
 */
export function ReportTableView({ title, table, empty, display = dashWhenEmpty, linkOfRow, exportHref, footer }: ReportTableViewProps) {
  const { t } = useTranslation();
  const exportLabel = t('charts.exportCsvOf', { table: title });
  return (
    <section className="report-table card">
      <header className="report-table__header">
        <h2 className="report-table__title">{title}</h2>
        {exportHref ? (
          table.rows.length === 0 ? null : (
            <a className="button button--secondary report-table__export" href={exportHref} download aria-label={exportLabel}>
              {t('charts.exportCsv')}
            </a>
          )
        ) : (
          <Button
            variant="secondary"
            className="report-table__export"
            disabled={table.rows.length === 0}
            aria-label={exportLabel}
            onClick={() => downloadCsv(table.fileName, table.header, table.rows)}
          >
            {t('charts.exportCsv')}
          </Button>
        )}
      </header>
      {table.rows.length === 0 ? (
        <p className="page__text">{empty}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <div className="report-table__scroll" tabIndex={0} role="region" aria-label={title}>
          <table>
            <caption className="visually-hidden">{title}</caption>
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
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own and never move
                <tr key={rowIndex}>
                  {row.map((cell, column) =>
                    column === 0 ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed
                      <th key={column} scope="row">
                        {linkOfRow ? <Link to={linkOfRow(rowIndex)}>{display(cell, column)}</Link> : display(cell, column)}
                      </th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed
                      <td key={column}>{display(cell, column)}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {footer ? <div className="report-table__footer">{footer}</div> : null}
    </section>
  );
}
