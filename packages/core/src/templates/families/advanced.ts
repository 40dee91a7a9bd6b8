// The advanced templates (templates §3.1, TEMPLATES.md "Content"): a SCORM or AICC package, or an
// outside web page, played in a sandboxed frame that reports completion back. Plan-gated (templates §6).
import { slideCommonFields } from '../common.ts';
import type { SlideTemplate, TemplateField, TemplateModel } from '../model.ts';

const CONTINUE = 'Continue';
// The example media ship with the app (packages/web/public/examples, made by scripts/make-example-media.ts).
const IMAGE_BASE = '/examples/images';
// The example packages and page are served by the app itself (packages/web/public/examples), so the
// examples play with no outside host: a package as the .zip address it would be uploaded as.
const PACKAGE_BASE = '/examples/packages';
const PAGE_BASE = '/examples/pages';

/** Where the launch button sits over the package's background (templates §3.1 scorm). */
export const packageButtonPositions = ['Below', 'Overlay Bottom', 'Overlay Top', 'None'] as const;

function advancedModel(fields: readonly TemplateField[]): TemplateModel {
  return [...fields, ...slideCommonFields()];
}

/** The fields a packaged course shares, whatever its standard. */
function packageFields(packageLabel: string, packageHelp: string): TemplateField[] {
  return [
    { kind: 'scorm', name: 'package', label: packageLabel, help: packageHelp, required: true },
    {
      kind: 'boolean',
      name: 'isRequiredForLessonCompletion',
      label: 'Learners must complete it to complete the lesson',
      default: true,
    },
    { kind: 'image', name: 'background', label: 'Background image' },
    { kind: 'string', name: 'buttonText', label: 'Button text', default: 'Start', maxLength: 40 },
    {
      kind: 'select',
      name: 'buttonPosition',
      label: 'Button position',
      help: 'None opens the package straight away.',
      options: packageButtonPositions,
      default: 'Below',
    },
  ];
}

const scorm: SlideTemplate = {
  type: 'scorm',
  displayName: 'SCORM',
  description: 'Plays a SCORM 1.2 or 2004 package inside the lesson and records its completion.',
  category: 'Advanced',
  features: [],
  play: 'content',
  model: advancedModel(packageFields('SCORM package', 'A SCORM 1.2 or SCORM 2004 (3rd or 4th edition) package (.zip).')),
  examples: [
    {
      subtype: 'default',
      name: 'Compliance module',
      data: {
        package: `${PACKAGE_BASE}/anti-bribery-scorm12.zip`,
        isRequiredForLessonCompletion: true,
        background: `${IMAGE_BASE}/compliance-cover.jpg`,
        buttonText: 'Start the module',
        buttonPosition: 'Overlay Bottom',
      },
    },
  ],
  prompt:
    'Use for an existing SCORM 1.2 or 2004 course you must keep as it is. Say on the button how long it takes, and ' +
    'require completion only when the package reports it reliably.',
  doneText: CONTINUE,
  visibleInPicker: true,
  // templates §6: hidden from the freemium and sponsor plans.
  hiddenFromPlans: ['freemium', 'sponsor'],
};

const aicc: SlideTemplate = {
  type: 'aicc',
  displayName: 'AICC',
  description: 'Plays an AICC course package inside the lesson and records its completion.',
  category: 'Advanced',
  features: [],
  play: 'content',
  model: advancedModel(packageFields('AICC package', 'An AICC course package (.zip).')),
  examples: [
    {
      subtype: 'default',
      name: 'Forklift theory module',
      data: {
        // AICC starts from its launch page (a .zip's course-structure files cannot be read by the player).
        package: `${PACKAGE_BASE}/forklift-theory-aicc/forklift-theory.html`,
        isRequiredForLessonCompletion: true,
        background: `${IMAGE_BASE}/forklift-cover.jpg`,
        buttonText: 'Open the theory module',
        buttonPosition: 'Below',
      },
    },
  ],
  prompt: 'Use for an existing AICC course you must keep as it is. Say on the button what the module covers and ' + 'how long it takes.',
  doneText: CONTINUE,
  visibleInPicker: true,
  // templates §6: hidden from the freemium, sponsor and uxp plans.
  hiddenFromPlans: ['freemium', 'sponsor', 'uxp'],
};

const externalUrl: SlideTemplate = {
  type: 'external-url',
  displayName: 'External URL',
  description: 'Shows a web page inside the lesson, or opens it in a new tab when the site refuses framing.',
  category: 'Advanced',
  features: [],
  play: 'content',
  model: advancedModel([
    {
      kind: 'string',
      name: 'url',
      label: 'Web address',
      help: 'An https:// address, or the path of a page this site serves.',
      required: true,
      maxLength: 2048,
      format: 'web-address',
    },
    { kind: 'string', name: 'title', label: 'Title', maxLength: 120 },
    { kind: 'html', name: 'description', label: 'What to do there', maxLength: 2000 },
    { kind: 'string', name: 'buttonText', label: 'Button text', default: 'Open', maxLength: 40 },
    {
      kind: 'boolean',
      name: 'openInNewTab',
      label: 'Open in a new tab',
      help: 'For sites that do not allow being shown inside another page.',
      default: false,
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Expense policy page',
      data: {
        url: `${PAGE_BASE}/expense-policy.html`,
        title: 'Expense policy',
        description: '<p>Find the daily meal allowance for a trip abroad, then come back to the lesson.</p>',
        buttonText: 'Open the policy',
        openInNewTab: false,
      },
    },
  ],
  prompt:
    'Link to a page learners must use, not just read about (a form, a tool, a policy), and tell them what ' +
    'to find or do there before they come back.',
  doneText: CONTINUE,
  visibleInPicker: true,
  // templates §6: hidden from the freemium, sponsor and uxp plans.
  hiddenFromPlans: ['freemium', 'sponsor', 'uxp'],
};

/** Advanced templates, in picker order. */
export const advancedTemplates: readonly SlideTemplate[] = [scorm, aicc, externalUrl];
