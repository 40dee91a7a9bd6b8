import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { USER_IMPORT_LIST_SEPARATOR, userImportColumns } from '@slidewise/core';

// The template's example rows show every column's form, including several roles and groups in one cell.
const exampleRows = [
  ['ada@example.com', 'Ada', 'Lovelace', 'app-user', 'Sales team'],
  [
    'grace@example.com',
    'Grace',
    'Hopper',
    `app-user${USER_IMPORT_LIST_SEPARATOR}reviewer`,
    `Sales team${USER_IMPORT_LIST_SEPARATOR}Support team`,
  ],
];

export function csvTemplate(): string {
  return `${Papa.unparse([[...userImportColumns], ...exampleRows])}\r\n`;
}

export async function xlsxTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('People');
  sheet.addRow([...userImportColumns]).font = { bold: true };
  for (const row of exampleRows) sheet.addRow(row);
  sheet.columns.forEach((column) => {
    column.width = 28;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
