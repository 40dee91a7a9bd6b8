import type { UserImportReport } from '@slidewise/core';

const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The report as a CSV to download: every row, what happened to it, and its errors. */
export function importReportCsv(report: UserImportReport): string {
  const lines = [['row', 'userEmail', 'userFirstName', 'userLastName', 'outcome', 'errors']];
  for (const row of report.rows) {
    lines.push([
      String(row.rowNumber),
      row.email,
      row.firstName,
      row.lastName,
      row.outcome,
      row.errors.map((error) => error.message).join(' '),
    ]);
  }
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
