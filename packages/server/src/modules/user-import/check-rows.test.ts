import { describe, expect, it } from 'vitest';
import { checkRows, type ImportContext } from './check-rows.ts';
import type { ImportLine } from './parse-file.ts';

const context: ImportContext = {
  accountId: 'account-a',
  groupsByName: new Map([['sales team', { id: 'g-sales', name: 'Sales team' }]]),
  peopleByEmail: new Map([
    [
      'known@example.com',
      {
        id: 'u-known',
        accountId: 'account-a',
        firstName: 'Kim',
        lastName: 'Known',
        roles: ['account-owner', 'app-user'],
        groupIds: new Set(['g-sales']),
      },
    ],
    [
      'elsewhere@example.com',
      { id: 'u-else', accountId: 'account-b', firstName: 'E', lastName: 'W', roles: ['app-user'], groupIds: new Set() },
    ],
  ]),
};

const line = (overrides: Partial<ImportLine>): ImportLine => ({
  userEmail: 'new@example.com',
  userFirstName: 'New',
  userLastName: 'Person',
  userRoles: '',
  userGroups: '',
  ...overrides,
});

describe('checkRows', () => {
  it('plans a create with the default role, an update and an unchanged row', () => {
    const [create, update] = checkRows(
      [line({ userGroups: 'SALES TEAM' }), line({ userEmail: 'Known@Example.com', userFirstName: 'Kimberly', userLastName: 'Known' })],
      context,
    );
    const [unchanged] = checkRows(
      [
        line({
          userEmail: 'known@example.com',
          userFirstName: 'Kim',
          userLastName: 'Known',
          userRoles: 'app-user',
          userGroups: 'Sales team',
        }),
      ],
      context,
    );
    expect(create).toMatchObject({ roles: ['app-user'], groupIds: ['g-sales'], report: { outcome: 'create', rowNumber: 1, errors: [] } });
    // The owner's role is kept: an import neither gives nor takes it.
    expect(update).toMatchObject({ existingId: 'u-known', roles: ['account-owner', 'app-user'], report: { outcome: 'update' } });
    expect(unchanged!.report).toMatchObject({ outcome: 'unchanged', errors: [] });
  });

  it('names each row’s errors: bad e-mail, missing or overlong name, unknown or forbidden role, unknown group, duplicate, other account', () => {
    const rows = checkRows(
      [
        line({ userEmail: 'not-an-address' }),
        line({ userLastName: '' }),
        line({ userEmail: 'long@example.com', userFirstName: 'x'.repeat(101) }),
        line({ userEmail: 'two-lines@example.com', userLastName: 'Known\nSecond line' }),
        line({ userEmail: 'a@example.com', userRoles: 'app-user; wizard;wizard' }),
        line({ userEmail: 'b@example.com', userRoles: 'account-owner' }),
        line({ userEmail: 'c@example.com', userGroups: 'Sales team;Night shift' }),
        line({ userEmail: 'c@example.com' }),
        line({ userEmail: 'elsewhere@example.com' }),
      ],
      context,
    );
    expect(rows.map((row) => row.report.errors.map((error) => error.code))).toEqual([
      ['bad_email'],
      ['missing_name'],
      ['bad_name'],
      ['bad_name'],
      ['unknown_role'],
      ['role_not_allowed'],
      ['unknown_group'],
      ['duplicate'],
      ['other_account'],
    ]);
    expect(rows.every((row) => row.report.outcome === 'error')).toBe(true);
    expect(rows[6]!.report.errors[0]!.message).toContain('Night shift');
  });

  it('sends the part of the row each error is about as its value, for a client to word in its own language', () => {
    const rows = checkRows(
      [
        line({ userEmail: 'not-an-address' }),
        line({ userLastName: '' }),
        line({ userEmail: 'a@example.com', userRoles: 'wizard;account-owner', userGroups: 'Night shift' }),
        line({ userEmail: 'a@example.com' }),
        line({ userEmail: 'elsewhere@example.com' }),
      ],
      context,
    );
    expect(rows.map((row) => row.report.errors.map(({ code, value }) => ({ code, value })))).toEqual([
      [{ code: 'bad_email', value: 'not-an-address' }],
      [{ code: 'missing_name', value: undefined }],
      [
        { code: 'unknown_role', value: 'wizard' },
        { code: 'role_not_allowed', value: 'account-owner' },
        { code: 'unknown_group', value: 'Night shift' },
      ],
      [{ code: 'duplicate', value: 'a@example.com' }],
      [{ code: 'other_account', value: 'elsewhere@example.com' }],
    ]);
    // The English sentence stays for other API clients.
    expect(rows[2]!.report.errors[0]!.message).toBe('There is no role "wizard".');
  });
});
