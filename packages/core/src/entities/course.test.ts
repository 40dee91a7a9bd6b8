import { describe, expect, it } from 'vitest';
import { courseCreateBodySchema, courseSchema, defaultCourse } from './course.ts';

describe('course defaults (authoring §3, templates §3.4)', () => {
  const course = defaultCourse();

  it.each([
    ['id', 'new'],
    ['courseStatus', 'Draft'],
    ['universalAccess', false],
    ['versionNumber', 1],
    ['generationStatus', 'Generated'],
    ['hasUnpublishedChanges', false],
    ['isGroupTrainingEnabled', false],
    ['creationType', 'manual'],
    ['publishOn', null],
    ['unpublishOn', null],
    ['thumbnail', ''],
    ['externalId', ''],
  ] as const)('%s is %j', (field, expected) => {
    expect(course[field]).toBe(expected);
  });

  it('completion criteria: 100 percent, certificate enabled, not open to complete', () => {
    expect(course.completionCriteria).toEqual({
      percentage: 100,
      milestonePercentage: null,
      certificate: { enabled: true },
      openToComplete: false,
    });
  });

  it('mandatory type no-due-date, leaderboard off, display inactive', () => {
    expect(course.mandatory).toEqual({ type: 'no-due-date' });
    expect(course.leaderboard).toEqual({ id: null, isEnabled: false });
    expect(course.display).toEqual({ active: false });
  });

  it('empty lists', () => {
    for (const list of [course.lessons, course.modules, course.tags, course.userGroups, course.prerequisites, course.userPermissions]) {
      expect(list).toEqual([]);
    }
  });

  it('config: language en-US, direction ltr, minimumScore 0, inherit every parent preference', () => {
    expect(course.config).toEqual({
      pagination: true,
      indicator: true,
      pageNumbers: false,
      language: 'en-US',
      direction: 'ltr',
      minimumScore: 0,
      sound: true,
      customCss: '',
      preferences: {
        inheritParentBackground: true,
        inheritParentColors: true,
        inheritParentCss: true,
        inheritParentLogo: true,
      },
    });
  });

  it('round-trips through the schema', () => {
    expect(courseSchema.parse(course)).toEqual(course);
    const published = defaultCourse({
      id: 'c1',
      courseStatus: 'Published',
      publishOn: '2025-01-02T03:04:05.000Z',
      lessons: [{ id: 'l1', isPublished: true }],
      mandatory: { type: 'due-by', dueDate: '2025-02-01T00:00:00Z' },
    });
    expect(courseSchema.parse(published)).toEqual(published);
  });

  it('is a fresh object each call', () => {
    const first = defaultCourse();
    first.config.preferences.inheritParentCss = false;
    first.lessons.push({ id: 'l1', isPublished: false });
    expect(defaultCourse().config.preferences.inheritParentCss).toBe(true);
    expect(defaultCourse().lessons).toEqual([]);
  });

  it.each([
    ['an unknown course status', { courseStatus: 'Deleted' }],
    ['an unknown due-date type', { mandatory: { type: 'someday' } }],
    ['version 0', { versionNumber: 0 }],
    ['a completion percentage over 100', { completionCriteria: { ...course.completionCriteria, percentage: 101 } }],
    ['a direction other than ltr or rtl', { config: { ...course.config, direction: 'ttb' } }],
    ['a publish date that is not ISO 8601', { publishOn: 'tomorrow' }],
  ])('rejects %s', (_reason, change) => {
    expect(courseSchema.safeParse({ ...course, ...change }).success).toBe(false);
  });
});

describe('course create body (authoring §7 POST /api/courses)', () => {
  it('trims the title and fills the optional fields', () => {
    expect(courseCreateBodySchema.parse({ title: '  Safety basics ' })).toEqual({
      title: 'Safety basics',
      description: '',
      brandingImage: '',
      libraryImage: '',
      creationType: 'manual',
    });
  });

  it('keeps a collection id', () => {
    expect(courseCreateBodySchema.parse({ title: 'T', collectionId: 'col-1' }).collectionId).toBe('col-1');
  });

  it.each([
    ['a missing title', {}],
    ['a blank title', { title: '   ' }],
    ['a title over 200 characters', { title: 'x'.repeat(201) }],
    ['a description over 5000 characters', { title: 'T', description: 'x'.repeat(5001) }],
    ['an unknown creation type', { title: 'T', creationType: 'magic' }],
  ])('rejects %s', (_reason, body) => {
    expect(courseCreateBodySchema.safeParse(body).success).toBe(false);
  });

  it('accepts a 200-character title and a 5000-character description', () => {
    expect(courseCreateBodySchema.safeParse({ title: 'x'.repeat(200), description: 'y'.repeat(5000) }).success).toBe(true);
  });
});
