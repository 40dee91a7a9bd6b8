import { defaultPlanInfo } from '@slidewise/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { createTestI18n } from '../../test/with-i18n.tsx';
import { useFlag } from './data/account-settings-queries.ts';
import { PlanLockNotice } from './PlanLockNotice.tsx';
import { UpgradePrompt } from './UpgradePrompt.tsx';
import { testUser } from '../../test/render-app.tsx';

const planOf = (id: string, planAccess = defaultPlanInfo().planAccess) =>
  defaultPlanInfo({ currentPlan: { ...defaultPlanInfo().currentPlan, id }, planAccess });

async function renderWith(ui: React.ReactNode) {
  const i18n = await createTestI18n('en-US');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the upgrade-to-Pro prompt', () => {
  it('shows on the free plan for recurring certification and advanced certificates', async () => {
    mockApi({ 'GET /api/plan': { status: 200, body: planOf('freemium') } });
    await renderWith(
      <>
        <UpgradePrompt feature="recurring-certification" />
        <UpgradePrompt feature="advanced-certificates" />
      </>,
    );
    expect(await screen.findByText('Recurring certification is a Pro feature')).toBeTruthy();
    expect(screen.getByText('Advanced certificates are a Pro feature')).toBeTruthy();
  });

  it('says nothing on a plan that includes the feature', async () => {
    mockApi({ 'GET /api/plan': { status: 200, body: planOf('enterprise') } });
    const view = await renderWith(<UpgradePrompt feature="recurring-certification" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.container.textContent).toBe('');
  });
});

describe('the plan lock notice', () => {
  it('gives the reason and the date when the plan has no access', async () => {
    mockApi({
      'GET /api/me': { status: 200, body: testUser },
      'GET /api/plan': {
        status: 200,
        body: planOf('freemium', {
          hasAccess: false,
          hasAccessReason: 'The trial ended',
          lockedDate: '2025-05-31T00:00:00.000Z',
          lessonLimit: null,
        }),
      },
    });
    await renderWith(<PlanLockNotice />);
    expect(await screen.findByText(/Your plan no longer gives access to authoring/)).toBeTruthy();
    expect(screen.getByText(/Reason: The trial ended\./)).toBeTruthy();
    expect(screen.getByText(/Locked since May 31, 2025/)).toBeTruthy();
  });
});

function FlagProbe() {
  return <p>{useFlag('ai-narration') ? 'narration on' : 'narration off'}</p>;
}

describe('useFlag', () => {
  it("answers the default in code until the account's flags arrive, then the account's value", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    mockApi({ 'GET /api/flags': () => new Promise((resolve) => (answer = resolve)) });
    await renderWith(<FlagProbe />);
    expect(screen.getByText('narration off')).toBeTruthy();
    const flags = { ...(await import('@slidewise/core')).featureFlagDefaults, 'ai-narration': true };
    answer({ status: 200, body: { flags } });
    expect(await screen.findByText('narration on')).toBeTruthy();
  });
});
