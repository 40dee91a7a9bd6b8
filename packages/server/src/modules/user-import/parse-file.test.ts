import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { parseImportFile, refuseOversizedWorkbook, XLSX_CONTENT_TYPE } from './parse-file.ts';

async function workbookOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('People');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('reading a spreadsheet within bounds', () => {
  it('reads a workbook that unpacks within the budget', async () => {
    const bytes = await workbookOf([
      ['userEmail', 'userFirstName', 'userLastName'],
      ['ann@example.com', 'Ann', 'Able'],
    ]);
    await expect(refuseOversizedWorkbook(bytes)).resolves.toBeUndefined();
    expect(await parseImportFile(bytes, XLSX_CONTENT_TYPE)).toMatchObject([{ userEmail: 'ann@example.com' }]);
  });

  it('refuses, before the spreadsheet reader sees it, a workbook that unpacks to more than its budget', async () => {
    const bytes = await workbookOf([['userEmail', 'userFirstName', 'userLastName']]);
    const unpacked = await JSZip.loadAsync(bytes).then(async (zip) => {
      let total = 0;
      for (const file of Object.values(zip.files)) if (!file.dir) total += (await file.async('uint8array')).length;
      return total;
    });
    await expect(refuseOversizedWorkbook(bytes, unpacked - 1)).rejects.toMatchObject({ statusCode: 400, code: 'import_unreadable' });
    await expect(refuseOversizedWorkbook(bytes, unpacked)).resolves.toBeUndefined();
  });

  it('refuses a file that is no zip at all the same way', async () => {
    await expect(parseImportFile(Buffer.from('just text'), XLSX_CONTENT_TYPE)).rejects.toMatchObject({ code: 'import_unreadable' });
  });
});
