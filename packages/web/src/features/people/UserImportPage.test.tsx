import type { UserImportReport, UserImportRow } from '@slidewise/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';

const row = (rowNumber: number, email: string, errors: UserImportRow['errors']): UserImportRow => ({
  rowNumber,
  email,
  firstName: 'Ana',
  lastName: 'Sol',
  roles: [],
  userGroups: [],
  outcome: errors.length > 0 ? 'error' : 'create',
  errors,
});

// The server's English messages, as it sends them beside each code and value.
const preview: UserImportReport = {
  rows: [
    row(1, 'ana@example.com', []),
    row(2, 'not-an-address', [{ code: 'bad_email', value: 'not-an-address', message: '"not-an-address" is not an e-mail address.' }]),
    row(3, 'bo@example.com', [
      { code: 'unknown_role', value: 'wizard', message: 'There is no role "wizard".' },
      { code: 'unknown_group', value: 'Turno de noche', message: 'There is no user group named "Turno de noche".' },
      { code: 'bad_name', message: 'A name is one line of at most 100 characters.' },
    ]),
    row(4, 'ana@example.com', [{ code: 'duplicate', value: 'ana@example.com', message: 'ana@example.com appears on an earlier row.' }]),
  ],
  created: 1,
  updated: 0,
  unchanged: 0,
  failed: 3,
  applied: false,
};

// A spreadsheet, so the request's body is bytes (the fetch mock reads a text body as JSON).
const spreadsheet = () => new File([new Uint8Array([80, 75, 3, 4])], 'personas.xlsx');

describe('the people import', () => {
  it('words each row error in the reader’s language from its code and value, not the server’s English', async () => {
    mockApi({ ...signedIn, 'POST /api/users/import/preview': { status: 200, body: preview } });
    const { user } = await renderApp('/users/import', { language: 'es-ES' });
    // Our own file button, in the page's language (the browser's control speaks the browser's).
    expect(await screen.findByRole('button', { name: 'Elegir un archivo' })).toBeTruthy();
    expect(screen.getByText('Aún no has elegido ningún archivo.')).toBeTruthy();
    await user.upload(await screen.findByLabelText('Archivo que importar'), spreadsheet());
    expect(await screen.findByText('personas.xlsx')).toBeTruthy();

    const table = await screen.findByRole('table');
    expect(within(table).getByText('«not-an-address» no es una dirección de correo electrónico.')).toBeTruthy();
    expect(within(table).getByText('No existe el rol «wizard».')).toBeTruthy();
    expect(within(table).getByText('No hay ningún grupo de usuarios llamado «Turno de noche».')).toBeTruthy();
    expect(within(table).getByText('Un nombre es una sola línea de 100 caracteres como máximo.')).toBeTruthy();
    expect(within(table).getByText('ana@example.com ya aparece en una fila anterior.')).toBeTruthy();
    expect(within(table).queryByText(/There is no|is not an e-mail|earlier row|at most/)).toBeNull();
  });

  it('keeps the server’s sentence for an error whose value did not come (an older server)', async () => {
    const withoutValue = { ...preview, rows: [row(1, 'x', [{ code: 'unknown_role' as const, message: 'There is no role "wizard".' }])] };
    mockApi({ ...signedIn, 'POST /api/users/import/preview': { status: 200, body: withoutValue } });
    const { user } = await renderApp('/users/import', { language: 'es-ES' });
    await user.upload(await screen.findByLabelText('Archivo que importar'), spreadsheet());
    expect(await within(await screen.findByRole('table')).findByText('There is no role "wizard".')).toBeTruthy();
  });
});
