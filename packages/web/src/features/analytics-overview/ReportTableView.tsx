import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../../ui/chart/download-csv.ts';
import { Button } from '../../ui/primitives/Button.tsx';
import type { ReportTable } from './overview-figures.ts';

interface ReportTableViewProps {
  title: string;
  table: ReportTable;
  /** What the table says when it has no rows. */
  empty: string;
  /** Cells shown differently from how they export (dates in the reader's language); the CSV keeps the raw value. */
  display?: (cell: ReportTable['rows'][number][number], column: number) => string;
}

/** A report's table with its CSV export: what is on screen is what downloads. */
export function ReportTableView({
  title,
  table,
  empty,
  display = (cell) => (cell === null || cell === undefined ? '' : String(cell)),
}: ReportTableViewProps) {
  const { t } = useTranslation();
  return (
    <section className="analytics-table card">
      <header className="analytics-table__header">
        <h2 className="analytics-table__title">{title}</h2>
        <Button
          variant="secondary"
          className="analytics-table__export"
          disabled={table.rows.length === 0}
          aria-label={t('analyticsOverview.exportCsvOf', { table: title })}
          onClick={() => downloadCsv(table.fileName, table.header, table.rows)}
        >
          {t('analyticsOverview.exportCsv')}
        </Button>
      </header>
      {table.rows.length === 0 ? (
        <p className="page__text">{empty}</p>
      ) : (
        <div className="analytics-table__scroll">
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
                        {display(cell, column)}
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
    </section>
  );
}
