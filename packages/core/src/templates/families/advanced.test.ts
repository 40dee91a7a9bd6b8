import { describe, expect, it } from 'vitest';
import { planKinds } from '../../enums/plan-kinds.ts';
import { defaultSlideData, templatesForPlan, validateSlideData } from '../catalogue.ts';
import type { SlideTemplate } from '../model.ts';
import { advancedTemplates, packageButtonPositions } from './advanced.ts';

const byType = new Map(advancedTemplates.map((template) => [template.type, template]));
const template = (type: string) => byType.get(type) as SlideTemplate;

describe('advanced templates', () => {
  it.each(advancedTemplates.map((entry) => [entry.type, entry] as const))(
    '%s is visible content in the Advanced category',
    (_type, entry) => {
      expect(entry.category).toBe('Advanced');
      expect(entry.play).toBe('content');
      expect(entry.visibleInPicker).toBe(true);
      expect(entry.questions).toBeUndefined();
    },
  );

  // templates §6: the SCORM template is hidden from freemium and sponsor; AICC and external URL also from uxp.
  it.each([
    ['scorm', ['trial', 'enterprise', 'uxp']],
    ['aicc', ['trial', 'enterprise']],
    ['external-url', ['trial', 'enterprise']],
  ] as const)('%s is offered to exactly the %j plans', (type, plans) => {
    const offeredTo = planKinds.filter((plan) => templatesForPlan(plan).some((entry) => entry.type === type));
    expect(offeredTo).toEqual(plans);
  });

  it('scorm: a SCORM 1.2 package, required for completion by default, a launch button below', () => {
    const data = defaultSlideData(template('scorm'));
    expect(data).toMatchObject({ package: '', isRequiredForLessonCompletion: true, buttonText: 'Start', buttonPosition: 'Below' });
    const packageField = template('scorm').model.find((field) => field.name === 'package');
    expect(packageField).toMatchObject({ kind: 'scorm', required: true });
    expect(packageField?.help).toMatch(/SCORM 1\.2/);
    expect(validateSlideData('scorm', data)).toEqual([{ path: ['package'], message: 'Required', code: 'required' }]);
  });

  it.each(packageButtonPositions)('scorm accepts the button position %s', (position) => {
    const data = { ...(template('scorm').examples[0]?.data ?? {}), buttonPosition: position };
    expect(validateSlideData('scorm', data)).toEqual([]);
  });

  it('scorm refuses a button position the spec does not list', () => {
    const data = { ...(template('scorm').examples[0]?.data ?? {}), buttonPosition: 'Overlay Middle' };
    expect(validateSlideData('scorm', data)).toEqual([
      { path: ['buttonPosition'], message: 'Must be one of: Below, Overlay Bottom, Overlay Top, None', code: 'invalid' },
    ]);
  });

  it('external-url needs its address', () => {
    const data = defaultSlideData(template('external-url'));
    expect(validateSlideData('external-url', data)).toEqual([{ path: ['url'], message: 'Required', code: 'required' }]);
  });

  it('external-url takes an absolute http(s) address or a path of our own origin, never a script or data address', () => {
    const data = defaultSlideData(template('external-url'));
    const issuesFor = (url: string) => validateSlideData('external-url', { ...data, url }).filter((issue) => issue.path[0] === 'url');
    expect(issuesFor('https://www.example.com/safety?lang=en')).toEqual([]);
    expect(issuesFor('http://intranet.example.com')).toEqual([]);
    expect(issuesFor('/examples/pages/expense-policy.html')).toEqual([]);
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example.com',
      '/\\evil.example.com',
      'local/page',
      'https://',
      'https:// spaced.example.com',
    ]) {
      expect(issuesFor(url), url).toMatchObject([{ path: ['url'], message: 'Must be a web address starting with https://' }]);
    }
  });
});
