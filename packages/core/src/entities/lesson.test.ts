import { describe, expect, it } from 'vitest';
import { defaultLesson, lessonSchema } from './lesson.ts';
import { defaultSlide } from './slide.ts';

describe('lesson defaults (templates §3.3, authoring §3)', () => {
  const lesson = defaultLesson();

  it.each([
    ['id', 'new'],
    ['kind', 'Lesson'],
    ['versionType', 'Latest'],
    ['duration', 60],
    ['latestSavedSlidesStateIdentifier', null],
  ] as const)('%s is %j', (field, expected) => {
    expect(lesson[field]).toBe(expected);
  });

  it('previews at 400 wide by 768 high', () => {
    expect(lesson.previewSize).toEqual({ width: 400, height: 768 });
  });

  it('style configuration: direction ltr, minimumScore 0, inherit background, colours, CSS and logo', () => {
    const style = lesson.configuration.styleConfiguration;
    expect(style.direction).toBe('ltr');
    expect(style.minimumScore).toBe(0);
    expect(style.language).toBe('en-US');
    expect(style.preferences).toEqual({
      inheritParentBackground: true,
      inheritParentColors: true,
      inheritParentCss: true,
      inheritParentLogo: true,
    });
    expect(style).toMatchObject({ colors: {}, logo: '', background: '', customCss: '' });
  });

  it('features: star options and attempt restriction', () => {
    expect(lesson.features).toEqual({
      starOptions: { enabled: false },
      attemptRestriction: { resetCourseOnNumberAttempts: 0, lockOnCompletion: false, lockIntervalMin: 0 },
    });
  });

  it('starts with no slides and open planning', () => {
    expect(lesson.configuration.slides).toEqual([]);
    expect(lesson.planning).toEqual({ startDateTime: null, endDateTime: null });
  });

  it('has every saved field of authoring §3', () => {
    for (const field of [
      'courseId',
      'description',
      'display',
      'externalId',
      'hideContentType',
      'hideProgress',
      'hideScore',
      'isRateable',
      'features',
      'metaTags',
      'planning',
      'availability',
      'prerequisites',
      'public',
      'configuration',
      'title',
      'useCourseBranding',
      'scoring',
      'showStarProgressScore',
      'versionType',
    ]) {
      expect(lessonSchema.shape).toHaveProperty(field);
    }
  });

  it('round-trips, also with slides', () => {
    expect(lessonSchema.parse(lesson)).toEqual(lesson);
    const withSlide = defaultLesson({
      configuration: { ...defaultLesson().configuration, slides: [defaultSlide({ id: 's1', type: 'title' })] },
    });
    expect(lessonSchema.parse(withSlide)).toEqual(withSlide);
  });

  it('is a fresh object each call', () => {
    defaultLesson().configuration.styleConfiguration.preferences.inheritParentLogo = false;
    expect(defaultLesson().configuration.styleConfiguration.preferences.inheritParentLogo).toBe(true);
  });

  it.each([
    ['an unknown kind', { kind: 'Quiz' }],
    ['an unknown version type', { versionType: 'Draft' }],
    ['a negative duration', { duration: -1 }],
    [
      'a negative lock interval',
      { features: { ...lesson.features, attemptRestriction: { ...lesson.features.attemptRestriction, lockIntervalMin: -5 } } },
    ],
  ])('rejects %s', (_reason, change) => {
    expect(lessonSchema.safeParse({ ...lesson, ...change }).success).toBe(false);
  });
});
