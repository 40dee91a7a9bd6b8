import Papa from 'papaparse';
import ExcelJS from 'exceljs';
import { USER_IMPORT_ROW_LIMIT, userImportColumns } from '@slidewise/core';
import { HttpError } from '../../http-error.ts';
import { openZipParts } from '../documents/zip-parts.ts';

export const CSV_CONTENT_TYPE = 'text/csv';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One line of the file, by the template's column names; missing cells are empty text. */
export type ImportLine = Record<(typeof userImportColumns)[number], string>;

const tooManyRows = () =>
  new HttpError(413, 'import_too_large', `A file can hold at most ${USER_IMPORT_ROW_LIMIT.toLocaleString('en-US')} people; split it.`);
const missingColumns = (missing: string[]) =>
  new HttpError(
    400,
    'import_columns_missing',
    `The file lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. Start from the template.`,
    {
      missing,
    },
  );

/** Maps the header's cells (any case, spaces around) to the template's columns; unknown columns are ignored. */
function columnIndexes(header: readonly string[]): Map<string, number> {
  const byName = new Map(header.map((cell, index) => [cell.trim().toLowerCase(), index]));
  const indexes = new Map<string, number>();
  const missing: string[] = [];
  for (const column of userImportColumns) {
    const index = byName.get(column.toLowerCase());
    if (index === undefined) {
      // Roles and groups may be left out: everyone then gets the default role and no group.
      if (column === 'userEmail' || column === 'userFirstName' || column === 'userLastName') missing.push(column);
    } else indexes.set(column, index);
  }
  if (missing.length > 0) throw missingColumns(missing);
  return indexes;
}

function toLines(table: readonly (readonly string[])[]): ImportLine[] {
  const [header, ...body] = table;
  if (!header) throw missingColumns(['userEmail', 'userFirstName', 'userLastName']);
  const indexes = columnIndexes(header);
  // Blank lines (often at the end of a file) are not people.
  const rows = body.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  if (rows.length > USER_IMPORT_ROW_LIMIT) throw tooManyRows();
  return rows.map(
    (cells) =>
      Object.fromEntries(userImportColumns.map((column) => [column, (cells[indexes.get(column) ?? -1] ?? '').trim()])) as ImportLine,
  );
}

function parseCsv(text: string): ImportLine[] {
  // A spreadsheet's UTF-8 byte-order mark would otherwise stick to the first column's name.
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return toLines(parsed.data.map((cells) => cells.map(String)));
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text; // hyperlinks (e-mail cells)
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    // A formula's result may be an error; exceljs types it as nested one level deeper than it reads it.
    if ('result' in value) return cellText((value.result ?? '') as ExcelJS.CellValue);
    if ('error' in value) return String(value.error); // #N/A, #DIV/0! and the like, shown as the sheet shows them
    if (value instanceof Date) return value.toISOString();
  }
  return String(value);
}

/**
 * What a spreadsheet may unpack to. 10,000 people take a few megabytes; a zip of 20 MB can hold gigabytes of
 * rows, which the spreadsheet reader would inflate and parse in full before the row limit is seen.
 */
export const MAX_UNPACKED_SPREADSHEET_BYTES = 50 * 1024 * 1024;

const unreadableSpreadsheet = () =>
  new HttpError(
    400,
    'import_unreadable',
    `This spreadsheet could not be read: it is damaged, or it unpacks to more than ${MAX_UNPACKED_SPREADSHEET_BYTES / 1024 / 1024} MB. Save it as .xlsx or CSV and try again.`,
  );

/** Inflates every part once within a byte budget (headers may lie about sizes), before exceljs does. */
export async function refuseOversizedWorkbook(bytes: Buffer, budget = MAX_UNPACKED_SPREADSHEET_BYTES): Promise<void> {
  try {
    const parts = await openZipParts(bytes, 'spreadsheet');
    let left = budget;
    for (const path of parts.paths()) left -= (await parts.bytes(path, left))?.length ?? 0;
  } catch {
    throw unreadableSpreadsheet();
  }
}

async function parseXlsx(bytes: Buffer): Promise<ImportLine[]> {
  await refuseOversizedWorkbook(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadableSpreadsheet();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw missingColumns(['userEmail', 'userFirstName', 'userLastName']);
  if (sheet.rowCount > USER_IMPORT_ROW_LIMIT + 1) throw tooManyRows();
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    table.push(Array.from(cells, (cell) => cell ?? ''));
  });
  return toLines(table);
}

/** The people of an uploaded CSV (text) or xlsx (bytes), by the content type it was sent with. */
export async function parseImportFile(body: unknown, contentType: string | undefined): Promise<ImportLine[]> {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === CSV_CONTENT_TYPE && typeof body === 'string') return parseCsv(body);
  if (type === XLSX_CONTENT_TYPE && Buffer.isBuffer(body)) return parseXlsx(body);
  throw new HttpError(
    415,
    'import_unsupported_type',
    `Send the file as ${CSV_CONTENT_TYPE} or as an .xlsx spreadsheet (${XLSX_CONTENT_TYPE}).`,
  );
}
