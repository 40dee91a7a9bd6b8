import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { slideTemplates, slideTemplatesResponseSchema, templatesForPlan, toTemplateInfo, type PlanKind } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { accounts } from '../../db/schema.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Templates');
});
afterAll(() => test.close());

async function templatesOn(plan: PlanKind) {
  await test.database.db.update(accounts).set({ planKind: plan }).where(eq(accounts.id, fixture.accountId));
  const response = await fixture.call('GET', '/api/slide-templates');
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/slide-templates', () => {
  it('serves every template of the catalogue to an enterprise account, in picker order, as the wire schema says', async () => {
    const body = await templatesOn('enterprise');
    expect(slideTemplatesResponseSchema.parse(body)).toEqual(body);
    expect(body.items.map((item: { type: string }) => item.type)).toEqual(templatesForPlan('enterprise').map((template) => template.type));
    expect(body.items).toEqual(JSON.parse(JSON.stringify(templatesForPlan('enterprise').map(toTemplateInfo))));
    expect(body.items.some((item: object) => 'questions' in item)).toBe(false);
  });

  it.each(['freemium', 'sponsor', 'uxp', 'trial'] as const)('leaves out the templates the %s plan may not use', async (plan) => {
    const types = (await templatesOn(plan)).items.map((item: { type: string }) => item.type);
    const hidden = slideTemplates.filter((template) => template.hiddenFromPlans.includes(plan)).map((template) => template.type);
    for (const type of hidden) expect(types).not.toContain(type);
    expect(types).toHaveLength(slideTemplates.length - hidden.length);
  });

  it('hides SCORM from freemium and sponsor, AICC and external URL from freemium, sponsor and uxp (templates §6)', async () => {
    const typesOn = async (plan: PlanKind) => (await templatesOn(plan)).items.map((item: { type: string }) => item.type);
    const freemium = await typesOn('freemium');
    const sponsor = await typesOn('sponsor');
    const uxp = await typesOn('uxp');
    const enterprise = await typesOn('enterprise');
    for (const type of ['scorm', 'aicc', 'external-url']) {
      expect(enterprise).toContain(type);
      expect(freemium).not.toContain(type);
      expect(sponsor).not.toContain(type);
    }
    expect(uxp).toContain('scorm');
    expect(uxp).not.toContain('aicc');
    expect(uxp).not.toContain('external-url');
    await templatesOn('enterprise');
  });

  it('is read by the people who build, review or facilitate; 403 to learners, 401 without a session', async () => {
    for (const role of ['content-author', 'restricted-author', 'reviewer', 'facilitator'] as const) {
      expect((await fixture.call('GET', '/api/slide-templates', undefined, role)).statusCode).toBe(200);
    }
    expect((await fixture.call('GET', '/api/slide-templates', undefined, 'app-user')).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'GET', url: '/api/slide-templates' })).statusCode).toBe(401);
  });
});
