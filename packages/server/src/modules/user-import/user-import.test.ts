import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { USER_IMPORT_ROW_LIMIT } from '@slidewise/core';
import { peopleFixture, type PeopleFixture } from '../people/people-fixture.ts';
import { XLSX_CONTENT_TYPE } from './parse-file.ts';

let fixture: PeopleFixture;
beforeAll(async () => {
  fixture = await peopleFixture();
});
afterAll(() => fixture.close());

const send = (url: string, payload: string | Buffer, contentType = 'text/csv') =>
  fixture.test.app.inject({ method: 'POST', url, headers: { cookie: fixture.owner, 'content-type': contentType }, payload });

const header = 'userEmail,userFirstName,userLastName,userRoles,userGroups';

describe('importing people from a file', () => {
  it('offers a CSV and an xlsx template whose header the import reads', async () => {
    const csv = await fixture.call('GET', '/api/users/import/template');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(header);
    const xlsx = await fixture.call('GET', '/api/users/import/template?format=xlsx');
    expect(xlsx.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    const preview = await send('/api/users/import/preview', xlsx.rawPayload, XLSX_CONTENT_TYPE);
    expect(preview.json()).toMatchObject({ created: 2, failed: 0, applied: false });
  });

  it('previews every row with its errors, writes nothing while any row is wrong, then imports and is idempotent', async () => {
    const rows = [
      'ann@example.com,Ann,Able,app-user,Sales team',
      'bob@example.com,Bob,Baker,app-user;reviewer,',
      'bad-address,Cy,Cole,,',
      'dee@example.com,Dee,Dunn,wizard,',
      'eve@example.com,Eve,Ell,,Nowhere',
      'ann@example.com,Ann,Again,,',
      'author@demo.slidewise.dev,Arthur,Author,content-author,Support team',
    ];
    const preview = await send('/api/users/import/preview', [header, ...rows].join('\n'));
    expect(preview.statusCode, preview.body).toBe(200);
    const report = preview.json();
    expect(report).toMatchObject({ created: 2, updated: 1, failed: 4, applied: false });
    expect(report.rows.map((row: { errors: { code: string }[] }) => row.errors.map((error) => error.code))).toEqual([
      [],
      [],
      ['bad_email'],
      ['unknown_role'],
      ['unknown_group'],
      ['duplicate'],
      [],
    ]);
    // Each error names what it is about apart from its English sentence, so the web words it in Spanish too.
    expect(report.rows[3].errors[0]).toEqual({ code: 'unknown_role', value: 'wizard', message: 'There is no role "wizard".' });
    const refused = await send('/api/users/import', [header, ...rows].join('\n'));
    expect(refused.statusCode).toBe(422);
    expect((await fixture.call('GET', '/api/users/directory?search=ann')).json().totalCount).toBe(0);
    expect((await send('/api/users/import?skipInvalid=maybe', [header, ...rows].join('\n'))).statusCode).toBe(400);

    const good = [header, rows[0], rows[1], rows[6]].join('\n');
    const imported = await send('/api/users/import', good);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ created: 2, updated: 1, unchanged: 0, failed: 0, applied: true });
    const ann = (await fixture.call('GET', '/api/users/directory?search=ann')).json().items[0];
    expect(ann).toMatchObject({ userEmail: 'ann@example.com', status: 'invited', userRoles: ['app-user'] });
    const annPage = (await fixture.call('GET', `/api/users/${ann.userId}`)).json();
    expect(annPage.userGroups.map((group: { name: string }) => group.name)).toEqual(['Sales team']);
    await fixture.test.app.afterResponse.settled();
    expect(fixture.test.mailer.sent.filter((mail) => ['ann@example.com', 'bob@example.com'].includes(mail.to))).toHaveLength(2);

    const again = await send('/api/users/import', good);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3, applied: true });
  });

  it('writes the valid rows and reports the others when asked to skip invalid rows', async () => {
    const file = [header, 'fay@example.com,Fay,Fox,,', 'bad-address,Gus,Gray,,', 'hal@example.com,Hal,Hunt,wizard,'].join('\n');
    const response = await send('/api/users/import?skipInvalid=true', file);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: 1, failed: 2, applied: true });
    expect((await fixture.call('GET', '/api/users/directory?search=fay')).json().totalCount).toBe(1);
    expect((await fixture.call('GET', '/api/users/directory?search=hal')).json().totalCount).toBe(0);
  });

  it('reads a spreadsheet the same way', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['UserEmail', 'userFirstName', 'userLastName']);
    sheet.addRow(['sheet@example.com', 'Shea', 'Sheet']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await send('/api/users/import', bytes, XLSX_CONTENT_TYPE);
    expect(response.json()).toMatchObject({ created: 1, applied: true, rows: [{ email: 'sheet@example.com', outcome: 'create' }] });
  });

  it('reads a formula error cell as the sheet shows it, and refuses a zip that is no workbook and a file over the row limit', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['userEmail', 'userFirstName', 'userLastName']);
    sheet.addRow([{ formula: 'A1/0', result: { error: '#DIV/0!' } }, 'Err', 'Or']);
    const preview = await send('/api/users/import/preview', Buffer.from(await workbook.xlsx.writeBuffer()), XLSX_CONTENT_TYPE);
    expect(preview.json().rows).toMatchObject([{ email: '#DIV/0!', errors: [{ code: 'bad_email' }] }]);
    const notAWorkbook = Buffer.from('PK\u0003\u0004 then nothing a workbook holds', 'binary');
    expect((await send('/api/users/import/preview', notAWorkbook, XLSX_CONTENT_TYPE)).json()).toMatchObject({ code: 'import_unreadable' });
    const rows = Array.from({ length: USER_IMPORT_ROW_LIMIT + 1 }, (_, index) => `many${index}@example.com,Many,People`);
    const tooMany = await send('/api/users/import/preview', [header, ...rows].join('\n'));
    expect([tooMany.statusCode, tooMany.json().code]).toEqual([413, 'import_too_large']);
  });

  it('refuses a file without the name columns, an unreadable spreadsheet and another content type', async () => {
    expect((await send('/api/users/import/preview', 'email,name\na@example.com,A')).json()).toMatchObject({
      code: 'import_columns_missing',
      details: { missing: ['userEmail', 'userFirstName', 'userLastName'] },
    });
    expect((await send('/api/users/import/preview', Buffer.from('not a zip'), XLSX_CONTENT_TYPE)).json()).toMatchObject({
      code: 'import_unreadable',
    });
    expect((await send('/api/users/import/preview', '{}', 'application/json')).statusCode).toBe(415);
  });
});
