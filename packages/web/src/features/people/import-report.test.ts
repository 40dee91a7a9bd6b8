import type { UserImportRow } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { importReportCsv } from './import-report.ts';

const row = (fields: Partial<UserImportRow>): UserImportRow => ({
  rowNumber: 1,
  email: 'a@example.com',
  firstName: 'A',
  lastName: 'Able',
  roles: [],
  userGroups: [],
  outcome: 'create',
  errors: [],
  ...fields,
});

describe('importReportCsv', () => {
  it('lists every row with its outcome and errors, quoting cells that need it and neutralising formulas', () => {
    const csv = importReportCsv({
      rows: [
        row({}),
        row({
          rowNumber: 2,
          email: 'bad',
          firstName: 'B, "Bee"',
          lastName: 'Bo',
          outcome: 'error',
          errors: [{ code: 'bad_email', message: '"bad" is not an e-mail address.' }],
        }),
        row({
          rowNumber: 3,
          email: '=cmd@example.com',
          firstName: '=HYPERLINK("http://evil.example","Open")',
          lastName: '+1',
          outcome: 'error',
          errors: [{ code: 'bad_email', message: 'x' }],
        }),
      ],
      created: 1,
      updated: 0,
      unchanged: 0,
      failed: 2,
      applied: false,
    });
    expect(csv.split('\r\n')).toEqual([
      'row,userEmail,userFirstName,userLastName,outcome,errors',
      '1,a@example.com,A,Able,create,',
      '2,bad,"B, ""Bee""",Bo,error,"""bad"" is not an e-mail address."',
      // What a spreadsheet would run as a formula opens as text.
      `3,'=cmd@example.com,"'=HYPERLINK(""http://evil.example"",""Open"")",'+1,error,x`,
      '',
    ]);
  });
});
