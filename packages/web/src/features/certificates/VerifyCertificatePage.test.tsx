import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const verified = (overrides: Record<string, unknown> = {}) => ({
  code: 'ABCDEFGH2345',
  learnerName: 'Grace Hopper',
  courseTitle: 'Fire safety',
  accountName: 'Analytical Engines',
  issuedAt: '2026-03-01T09:00:00.000Z',
  expiresAt: null,
  status: 'valid',
  ...overrides,
});

// Nobody is signed in: /api/me answers 401, and the page still answers whoever holds the code.
const signedOut = { 'GET /api/me': { status: 401, body: { message: 'Please sign in to continue.', code: 'unauthenticated' } } };

describe('the public verification page', () => {
  it('confirms a valid certificate with what it says, to someone signed out', async () => {
    mockApi({ ...signedOut, 'GET /api/certificates/ABCDEFGH2345': { status: 200, body: verified() } });
    await renderApp('/certificates/ABCDEFGH2345');
    expect(await screen.findByText('This certificate is genuine and valid.')).toBeTruthy();
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByText('Fire safety')).toBeTruthy();
    expect(screen.getByText('Analytical Engines')).toBeTruthy();
    expect(screen.getByText('March 1, 2026')).toBeTruthy();
    expect(screen.queryByText('Valid until')).toBeNull();
  });

  it('says an expired certificate has expired, with its expiry, in Spanish too', async () => {
    mockApi({
      ...signedOut,
      'GET /api/certificates/ABCDEFGH2345': { status: 200, body: verified({ status: 'expired', expiresAt: '2027-03-01T09:00:00.000Z' }) },
    });
    await renderApp('/certificates/ABCDEFGH2345', { language: 'es-ES' });
    expect(await screen.findByText('Este certificado es auténtico, pero ha caducado.')).toBeTruthy();
    expect(screen.getByText('Válido hasta')).toBeTruthy();
  });

  it('says plainly when no certificate has the code', async () => {
    mockApi({ ...signedOut });
    await renderApp('/certificates/NOSUCHCODE');
    expect(await screen.findByText('No certificate has this code')).toBeTruthy();
    expect(screen.getByText(/“NOSUCHCODE” is not the code of any certificate we issued/)).toBeTruthy();
  });
});
