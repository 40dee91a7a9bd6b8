import { toCsv, type UserImportReport } from '@slidewise/core';

/**
 * The report as a CSV to download: every row, what happened to it, and its errors. Written by the
 * reports' formula-safe writer: the cells are what people typed into the uploaded file, and a name such
 * as `=HYPERLINK(…)` must open as text in a spreadsheet, never run.
 */
export function importReportCsv(report: UserImportReport): string {
  return toCsv(
    ['row', 'userEmail', 'userFirstName', 'userLastName', 'outcome', 'errors'],
    report.rows.map((row) => [
      row.rowNumber,
      row.email,
      row.firstName,
      row.lastName,
      row.outcome,
      row.errors.map((error) => error.message).join(' '),
    ]),
  );
}
