import { describe, expect, it } from 'vitest';
import { defaultSlideData, validateSlideData } from '../catalogue.ts';
import type { SlideTemplate, TemplateField } from '../model.ts';
import { mediaTemplates } from './media.ts';

const byType = new Map(mediaTemplates.map((template) => [template.type, template]));
const template = (type: string) => byType.get(type) as SlideTemplate;
const ownFieldNames = (type: string) =>
  template(type)
    .model.map((field) => field.name)
    .filter((name) => !['challenge_configuration', 'socialLearning', 'narration'].includes(name));
const listItemFields = (type: string, list: string) => {
  const field = template(type).model.find((entry) => entry.name === list);
  if (field?.kind !== 'list' || field.item.kind !== 'object') throw new Error(`${type}.${list} is not a list of objects`);
  return field.item.fields as readonly TemplateField[];
};

describe('media templates', () => {
  it('are the media content templates of the spec', () => {
    expect([...byType.keys()].sort()).toEqual(
      [
        'image',
        'image-collection',
        'image-gallery',
        'image-map',
        'image-slider',
        'image-waypoints',
        'media-collection',
        'parallax',
        'scrolling-media',
        'video',
        'video-collection',
        'vimeo-video-embed',
        'youtube-video-embed',
      ].sort(),
    );
  });

  it.each(mediaTemplates.map((entry) => [entry.type, entry] as const))(
    '%s plays as visible content with no questions and a Continue button',
    (_type, entry) => {
      expect(entry.play).toBe('content');
      expect(entry.category).toBe('Content');
      expect(entry.visibleInPicker).toBe(true);
      expect(entry.questions).toBeUndefined();
      expect(entry.doneText).toBe('Continue');
    },
  );

  it('image: url (with its description), compose, autofocus, caption with title and content, tapAnywhere', () => {
    expect(ownFieldNames('image')).toEqual(['url', 'alt', 'compose', 'autofocus', 'caption', 'tapAnywhere']);
    expect(defaultSlideData(template('image')).caption).toEqual({ title: '', content: '' });
  });

  it('video streams by default and carries the spec fields', () => {
    expect(ownFieldNames('video')).toEqual(['url', 'duration', 'streamUrl', 'stream', 'autoplay', 'autoprogress', 'showSkipButton']);
    expect(defaultSlideData(template('video'))).toMatchObject({ stream: true, autoplay: false });
  });

  it('vimeo auto-progresses by default; youtube is vimeo plus start and end times', () => {
    expect(ownFieldNames('vimeo-video-embed')).toEqual(['videoId', 'autoplay', 'autoProgress', 'showSkipButton']);
    expect(defaultSlideData(template('vimeo-video-embed')).autoProgress).toBe(true);
    expect(ownFieldNames('youtube-video-embed')).toEqual([...ownFieldNames('vimeo-video-embed'), 'startTime', 'endTime']);
    const data = { ...defaultSlideData(template('youtube-video-embed')), videoId: 'arj7oStGLkU', startTime: -1 };
    expect(validateSlideData('youtube-video-embed', data)).toEqual([
      { path: ['startTime'], message: 'Must be at least 0', code: 'too-small', limit: 0 },
    ]);
  });

  it('image-slider example: one caption style in one place on every image, as a series reads best', () => {
    const items = (template('image-slider').examples[0]?.data.items ?? []) as { captionStyle: string; captionPosition: string }[];
    expect(items.length).toBeGreaterThan(1);
    expect(new Set(items.map((item) => `${item.captionStyle} at ${item.captionPosition}`)).size).toBe(1);
  });

  it('image-slider items offer the spec positions and caption styles', () => {
    const fields = new Map(listItemFields('image-slider', 'items').map((field) => [field.name, field]));
    expect(fields.get('imagePosition')).toMatchObject({ options: ['Top', 'Middle', 'Bottom', 'Cover'] });
    expect(fields.get('captionStyle')).toMatchObject({
      options: ['Default', 'Light', 'Dark', 'Transparent Light Text', 'Transparent Dark Text'],
    });
    expect(fields.get('captionPosition')).toMatchObject({ options: ['Top', 'Middle', 'Bottom'] });
    expect(defaultSlideData(template('image-slider')).arrows).toBe(true);
  });

  it('video-collection recommends 600x200 thumbnails and streams by default', () => {
    const thumbnail = listItemFields('video-collection', 'videos').find((field) => field.name === 'thumbnail');
    expect(thumbnail?.help).toMatch(/600×200/);
    expect(defaultSlideData(template('video-collection')).stream).toBe(true);
  });

  it('image-map hotspots stay on the image (0 to 100 % each way)', () => {
    const data = {
      ...defaultSlideData(template('image-map')),
      image: 'https://images.slidewise.dev/examples/plan.jpg',
      waypoints: [{ x: 101, y: -1, title: 'Door', content: '' }],
    };
    expect(validateSlideData('image-map', data)).toEqual([
      { path: ['waypoints', 0, 'x'], message: 'Must be at most 100', code: 'too-big', limit: 100 },
      { path: ['waypoints', 0, 'y'], message: 'Must be at least 0', code: 'too-small', limit: 0 },
    ]);
  });

  it.each(mediaTemplates.map((entry) => [entry.type, entry] as const))(
    '%s describes every picture it shows for screen readers (thumbnails are named by their title)',
    (_type, entry) => {
      const missing: string[] = [];
      const walk = (fields: readonly TemplateField[], where: string) => {
        for (const field of fields) {
          if (field.kind === 'image' && field.name !== 'thumbnail' && !fields.some((sibling) => sibling.name === 'alt')) {
            missing.push(`${where}${field.name}`);
          }
          if (field.kind === 'object') walk(field.fields, `${where}${field.name}.`);
          if (field.kind === 'list' && field.item.kind === 'object') walk(field.item.fields, `${where}${field.name}[].`);
        }
      };
      walk(entry.model, '');
      expect(missing).toEqual([]);
    },
  );

  it('media must be a web address or an uploaded file', () => {
    const data = { ...defaultSlideData(template('image')), url: 'javascript:alert(1)' };
    expect(validateSlideData('image', data)).toEqual([
      { path: ['url'], message: 'Must be a web address (https://…) or an uploaded file', code: 'invalid' },
    ]);
  });
});
