import { accountFeatureSwitches, defaultAccountBranding, defaultUserInfo, type AccountSettings } from '@slidewise/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { mediaId, mediaItem } from '../../test/media-fixtures.ts';
import { accountAndPlan, renderApp, signedIn } from '../../test/render-app.tsx';

const saved: AccountSettings = {
  name: 'Analytical Engines',
  branding: defaultAccountBranding(),
  switches: {
    ...(Object.fromEntries(accountFeatureSwitches.map((name) => [name, false])) as AccountSettings['switches']),
    leaderboardEnabled: true,
  },
  allowances: { isCompletionCertificateAllowed: true, isSpacedRepetitionAllowed: false },
};

// Issue 17: the page's AI panel reads the account's own provider; none here.
const noAiSettings = { provider: null, baseUrl: null, model: null, keySet: false, serverConfigured: false };
describe('the settings page', () => {
  it('shows every switch with its explanation, and saves only what changed', async () => {
    const requests = mockApi({
      ...signedIn,
      'GET /api/account/settings': { status: 200, body: saved },
      'GET /api/account/ai-settings': { status: 200, body: noAiSettings },
      'PUT /api/account/settings': (request) => ({
        status: 200,
        body: { ...saved, switches: { ...saved.switches, ...(request.body as { switches: object }).switches } },
      }),
    });
    const { user } = await renderApp('/settings');
    const leaderboards = await screen.findByRole('switch', { name: 'Leaderboards' });
    expect(screen.getAllByRole('switch')).toHaveLength(13);
    expect(screen.getByText(/Off: no leaderboard anywhere/)).toBeTruthy();
    // Brain Boost is not in the plan: the switch says so.
    expect(screen.getByText(/Your plan does not include it/)).toBeTruthy();
    // The switches of features not built yet say so plainly; the others do not.
    expect(screen.getAllByText(/Not built yet: no part of Slidewise reads this switch today/)).toHaveLength(3);
    for (const name of ['Brain Boost', 'Mindful learning', 'Hide the activity feed']) {
      expect(screen.getByRole('switch', { name }).closest('li')?.textContent).toContain('Not built yet');
    }
    // Profile pictures are uploaded while their switch is on (your account and a person's page).
    for (const name of ['Leaderboards', 'Profile pictures']) {
      expect(screen.getByRole('switch', { name }).closest('li')?.textContent).not.toContain('Not built yet');
    }
    expect((screen.getByRole('button', { name: 'Save settings' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(leaderboards);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ switches: { leaderboardEnabled: false } });
  });

  it('takes the logo as an upload, here one reused from the media library', async () => {
    const requests = mockApi({
      ...signedIn,
      'GET /api/account/settings': { status: 200, body: saved },
      'GET /api/account/ai-settings': { status: 200, body: noAiSettings },
      'GET /api/media': {
        status: 200,
        body: { items: [mediaItem({ name: 'logo.png' })], totalCount: 1, currentPage: 1, pageSize: 100, nextCursor: null },
      },
      'PUT /api/account/settings': (request) => ({
        status: 200,
        body: { ...saved, branding: { ...saved.branding, ...(request.body as { branding: object }).branding } },
      }),
    });
    const { user } = await renderApp('/settings');
    await screen.findByRole('textbox', { name: /^Logo/ });
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose from the media library' });
    await user.click(await within(dialog).findByRole('button', { name: /logo\.png/ }));
    expect(screen.getByRole('textbox', { name: /^Logo/ })).toHaveProperty('value', `/api/media/${mediaId}/file`);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      branding: { logoUrl: `/api/media/${mediaId}/file` },
    });
  });

  it('says which branding field is wrong before saving', async () => {
    mockApi({
      ...signedIn,
      'GET /api/account/settings': { status: 200, body: saved },
      'GET /api/account/ai-settings': { status: 200, body: noAiSettings },
    });
    const { user } = await renderApp('/settings');
    await user.type(await screen.findByLabelText(/^Accent colour/), 'purple');
    expect(screen.getByText(/Write the colour as #/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save settings' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's message when the settings cannot be read, with a way to try again", async () => {
    mockApi({
      ...signedIn,
      'GET /api/account/settings': { status: 500, body: { message: 'The database is away.', code: 'internal_error' } },
    });
    await renderApp('/settings');
    expect(await screen.findByText('The settings could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lets a demo user look without changing anything, in Spanish', async () => {
    mockApi({
      ...accountAndPlan,
      'GET /api/me': { status: 200, body: defaultUserInfo({ userId: 'u2', userName: 'Demo', userRoles: ['demo-user'] }) },
      'GET /api/account/settings': { status: 200, body: saved },
      'GET /api/account/ai-settings': { status: 200, body: noAiSettings },
    });
    await renderApp('/settings', { language: 'es-ES' });
    expect(await screen.findByText(/Puedes ver los ajustes/)).toBeTruthy();
    // Disabled through its fieldset, as every control of the form.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Clasificaciones' }).closest('fieldset')?.disabled).toBe(true));
    expect(screen.queryByRole('button', { name: 'Guardar ajustes' })).toBeNull();
  });
});
