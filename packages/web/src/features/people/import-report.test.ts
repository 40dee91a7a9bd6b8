import { describe, expect, it } from 'vitest';
import { importReportCsv } from './import-report.ts';

describe('importReportCsv', () => {
  it('lists every row with its outcome and errors, quoting cells that need it', () => {
    const csv = importReportCsv({
      rows: [
        {
          rowNumber: 1,
          email: 'a@example.com',
          firstName: 'A',
          lastName: 'Able',
          roles: [],
          userGroups: [],
          outcome: 'create',
          errors: [],
        },
        {
          rowNumber: 2,
          email: 'bad',
          firstName: 'B, "Bee"',
          lastName: 'Bo',
          roles: [],
          userGroups: [],
          outcome: 'error',
          errors: [{ code: 'bad_email', message: '"bad" is not an e-mail address.' }],
        },
      ],
      created: 1,
      updated: 0,
      unchanged: 0,
      failed: 1,
      applied: false,
    });
    expect(csv.split('\r\n')).toEqual([
      'row,userEmail,userFirstName,userLastName,outcome,errors',
      '1,a@example.com,A,Able,create,',
      '2,bad,"B, ""Bee""",Bo,error,"""bad"" is not an e-mail address."',
      '',
    ]);
  });
});
