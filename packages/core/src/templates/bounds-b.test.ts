// One test per row of the spec's template table (templates §3.1) for the content, media, survey,
// advanced and peer-learning templates: every list bound, min, max and default the row gives, plus what
// the row says about the picker, plans and features.
import { describe, expect, it } from 'vitest';
import type { PlanKind } from '../enums/plan-kinds.ts';
import { checkRow, fieldAt, type SpecRow } from './bounds-table.ts';
import { findSlideTemplate } from './catalogue.ts';
import type { SlideTemplate, TemplateFeature } from './model.ts';

interface RowB extends SpecRow {
  /** "not visible": kept out of the picker. Visible when not given. */
  visibleInPicker?: boolean;
  /** templates §6: the plans that must not see it. None when not given. */
  hiddenFromPlans?: readonly PlanKind[];
  features?: readonly TemplateFeature[];
  /** "no fields shown": the form shows nothing. */
  noFieldsShown?: boolean;
  /** Text that a field's help must carry, e.g. the /peer-authoring link. */
  help?: { path: readonly string[]; contains: string };
}

const FREEMIUM_SPONSOR_UXP: readonly PlanKind[] = ['freemium', 'sponsor', 'uxp'];

const rows: readonly RowB[] = [
  {
    type: 'media-collection',
    spec: 'content 1-3, each a video, image or audio with a caption',
    lists: [{ path: ['content'], min: 1, max: 3 }],
    fields: [
      ['content', 0, 'video'],
      ['content', 0, 'image'],
      ['content', 0, 'audio'],
      ['content', 0, 'caption'],
    ],
  },
  {
    type: 'peer-authoring',
    spec: 'title, noMediaUploaded, buttonText; online feature',
    fields: [['title'], ['noMediaUploaded'], ['buttonText']],
    features: ['online'],
    help: { path: ['title'], contains: '/peer-authoring' },
  },
  {
    type: 'quadrant-survey',
    spec: 'question with id and content; exactly 4 zones with xAxis and yAxis; words 1-8 with name and short',
    lists: [
      { path: ['zones'], min: 4, max: 4 },
      { path: ['words'], min: 1, max: 8 },
    ],
    fields: [
      ['question', 'id'],
      ['question', 'content'],
      ['zones', 0, 'xAxis'],
      ['zones', 0, 'yAxis'],
      ['words', 0, 'name'],
      ['words', 0, 'short'],
    ],
  },
  {
    type: 'speech-bubble',
    spec: 'title, author, avatar, direction (Left or Right), bubbleStyle (Dark or Light), avatarStyle (Circle, Rounded or Square)',
    fields: [['title'], ['author'], ['avatar'], ['direction'], ['bubbleStyle'], ['avatarStyle']],
  },
  {
    type: 'reveal',
    spec: 'content 1-4 with title and description; focus flag',
    lists: [{ path: ['content'], min: 1, max: 4 }],
    fields: [['content', 0, 'title'], ['content', 0, 'description'], ['focus']],
  },
  {
    type: 'scorm',
    spec: 'package (SCORM 1.2 only); isRequiredForLessonCompletion default true; background; button text and position',
    values: [{ path: ['isRequiredForLessonCompletion'], default: true }],
    fields: [['package'], ['background'], ['buttonText'], ['buttonPosition']],
    hiddenFromPlans: ['freemium', 'sponsor'],
    help: { path: ['package'], contains: 'SCORM 1.2' },
  },
  {
    type: 'scratch-to-reveal',
    spec: 'before and after content and label; canvasBackground',
    fields: [['before', 'content'], ['before', 'label'], ['after', 'content'], ['after', 'label'], ['canvasBackground']],
  },
  {
    type: 'scrolling-media',
    spec: 'content 1-10 mixed items; preventFocus',
    lists: [{ path: ['content'], min: 1, max: 10 }],
    fields: [['preventFocus']],
  },
  { type: 'scrollable', spec: 'long text content', fields: [['content']] },
  {
    type: 'text-sequence',
    spec: 'content 1-32 steps; label; canGoBack',
    lists: [{ path: ['content'], min: 1, max: 32 }],
    fields: [['label'], ['canGoBack']],
  },
  {
    type: 'image',
    spec: 'url, compose, autofocus, caption with title and content, tapAnywhere',
    fields: [['url'], ['compose'], ['autofocus'], ['caption', 'title'], ['caption', 'content'], ['tapAnywhere']],
  },
  {
    type: 'video',
    spec: 'url, duration, streamUrl, stream (default true), autoplay, autoprogress, showSkipButton',
    values: [{ path: ['stream'], default: true }],
    fields: [['url'], ['duration'], ['streamUrl'], ['autoplay'], ['autoprogress'], ['showSkipButton']],
  },
  {
    type: 'slider-survey',
    spec: 'as slider (min 0, max 10, labels 2-10 default 3, decimals 0-8) plus minLabel and maxLabel; increment minimum 0',
    values: [
      { path: ['min'], default: 0 },
      { path: ['max'], default: 10 },
      { path: ['labels'], min: 2, max: 10, default: 3 },
      { path: ['decimals'], min: 0, max: 8 },
      { path: ['increment'], min: 0 },
    ],
    fields: [['minLabel'], ['maxLabel']],
  },
  {
    type: 'multiple-choice-survey',
    spec: 'answers 2-8, each with id and content; selectable; randomize',
    lists: [{ path: ['answers'], min: 2, max: 8 }],
    fields: [['answers', 0, 'id'], ['answers', 0, 'content'], ['selectable'], ['randomize']],
  },
  {
    type: 'table',
    spec: 'rows 1-50, cells 1-5 per row; style flags header (default true), condensed, full-width (default true); caption',
    lists: [
      { path: ['rows'], min: 1, max: 50 },
      { path: ['rows', 0], min: 1, max: 5 },
    ],
    values: [
      { path: ['style', 'header'], default: true },
      { path: ['style', 'full-width'], default: true },
    ],
    fields: [['style', 'condensed'], ['caption']],
  },
  {
    type: 'text-and-images',
    spec: 'content 1-10 with text and image (not visible)',
    lists: [{ path: ['content'], min: 1, max: 10 }],
    fields: [
      ['content', 0, 'text'],
      ['content', 0, 'image'],
    ],
    visibleInPicker: false,
  },
  { type: 'title', spec: 'title, subtitle, buttonText', fields: [['title'], ['subtitle'], ['buttonText']] },
  {
    type: 'image-slider',
    spec: 'items 1-10 with content, imagePosition, caption, captionStyle, caption position, color; arrows flag',
    lists: [{ path: ['items'], min: 1, max: 10 }],
    fields: [
      ['items', 0, 'content'],
      ['items', 0, 'imagePosition'],
      ['items', 0, 'caption'],
      ['items', 0, 'captionStyle'],
      ['items', 0, 'captionPosition'],
      ['items', 0, 'color'],
      ['arrows'],
    ],
  },
  {
    type: 'video-contribution',
    spec: 'question and prompt (not visible)',
    fields: [['question'], ['prompt']],
    visibleInPicker: false,
  },
  {
    type: 'video-collection',
    spec: 'videos 2-6 with url, thumbnail (recommended 600x200), title, duration; stream',
    lists: [{ path: ['videos'], min: 2, max: 6 }],
    fields: [['videos', 0, 'url'], ['videos', 0, 'title'], ['videos', 0, 'duration'], ['stream']],
    help: { path: ['videos', 'thumbnail'], contains: '600×200' },
  },
  {
    type: 'vimeo-video-embed',
    spec: 'videoId, autoplay, autoProgress (default true), showSkipButton',
    values: [{ path: ['autoProgress'], default: true }],
    fields: [['videoId'], ['autoplay'], ['showSkipButton']],
  },
  {
    type: 'youtube-video-embed',
    spec: 'as vimeo plus startTime and endTime in seconds',
    values: [{ path: ['autoProgress'], default: true }],
    fields: [['videoId'], ['autoplay'], ['showSkipButton'], ['startTime'], ['endTime']],
  },
  { type: 'aicc', spec: 'AICC: hidden from freemium, sponsor and uxp plans', hiddenFromPlans: FREEMIUM_SPONSOR_UXP },
  {
    type: 'external-url',
    spec: 'external URL: hidden from freemium, sponsor and uxp plans',
    hiddenFromPlans: FREEMIUM_SPONSOR_UXP,
  },
  { type: 'bulleted-list', spec: 'bulleted list: 1-32 items', lists: [{ path: ['items'], min: 1, max: 32 }] },
  // One spec row names three templates; each gets its test.
  {
    type: 'comparison',
    spec: 'comparison (fields not shown in the spec: ours)',
    lists: [{ path: ['items'], min: 2, max: 2 }],
  },
  {
    type: 'free-text-survey',
    spec: 'free text survey: a minimum response length in characters',
    values: [{ path: ['minResponseLength'], min: 0, default: 0 }],
  },
  { type: 'contribution', spec: 'contribution (fields not shown in the spec: ours)', fields: [['question', 'content']] },
  { type: 'exit', spec: 'exit: no fields shown', noFieldsShown: true },
  { type: 'expandable-list', spec: 'expandable list: 1-6', lists: [{ path: ['items'], min: 1, max: 6 }] },
  { type: 'image-gallery', spec: 'image gallery: 1-10', lists: [{ path: ['images'], min: 1, max: 10 }] },
  { type: 'image-collection', spec: 'image collection: 2-8', lists: [{ path: ['images'], min: 2, max: 8 }] },
  { type: 'image-map', spec: 'image map: 1-20 waypoints', lists: [{ path: ['waypoints'], min: 1, max: 20 }] },
  { type: 'parallax', spec: 'parallax: 1-10 images', lists: [{ path: ['images'], min: 1, max: 10 }] },
  { type: 'image-waypoints', spec: 'image waypoints: 1-20', lists: [{ path: ['waypoints'], min: 1, max: 20 }] },
];

function checkRowB(row: RowB): void {
  checkRow(row);
  const template = findSlideTemplate(row.type) as SlideTemplate;
  expect(template.visibleInPicker, `${row.type} in the picker`).toBe(row.visibleInPicker ?? true);
  expect([...template.hiddenFromPlans].sort(), `${row.type} hidden from`).toEqual([...(row.hiddenFromPlans ?? [])].sort());
  for (const feature of row.features ?? []) expect(template.features, `${row.type} features`).toContain(feature);
  if (row.noFieldsShown)
    expect(
      template.model.filter((field) => !field.hidden),
      `${row.type} shown fields`,
    ).toEqual([]);
  if (row.help) {
    const [list, ...rest] = row.help.path;
    // A help path names fields only; a list in it stands for its item.
    const field = fieldAt(template.model, rest.length > 0 && isList(template, list) ? [list as string, 0, ...rest] : row.help.path);
    expect(field?.help, `${row.type} ${row.help.path.join('.')} help`).toContain(row.help.contains);
  }
}

function isList(template: SlideTemplate, name: string | undefined): boolean {
  return template.model.find((field) => field.name === name)?.kind === 'list';
}

describe('templates §3.1, content, media, survey, advanced and peer-learning rows', () => {
  it.each(rows.map((row) => [row.type, row.spec, row] as const))('%s — %s', (_type, _spec, row) => checkRowB(row));

  it('covers each of the 35 templates exactly once', () => {
    const types = rows.map((row) => row.type);
    expect(new Set(types).size).toBe(35);
    expect(types).toHaveLength(35);
  });
});
