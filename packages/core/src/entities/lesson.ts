import { z } from 'zod';
import { lessonKindSchema } from '../enums/lesson-kinds.ts';
import { versionTypeSchema } from '../enums/version-types.ts';
import { languageTagSchema } from '../enums/locales.ts';
import { DEFAULT_LESSON_DURATION, DEFAULT_LOCALE, NEW_ITEM_ID, PREVIEW_HEIGHT, PREVIEW_WIDTH } from '../constants.ts';
import { defaultDisplayConfig, displayConfigSchema } from './display-config.ts';
import { slideSchema } from './slide.ts';
import {
  defaultPlanning,
  entityIdSchema,
  externalIdSchema,
  imageReferenceSchema,
  isoDateTimeSchema,
  planningSchema,
} from './shared-fields.ts';

/** Templates §3.3 style defaults: the course's display config plus colours, logo and background. */
export const styleConfigurationSchema = displayConfigSchema.extend({
  // Named colours (e.g. { primary: '#6559ff' }); the spec does not list the names.
  colors: z.record(z.string(), z.string().max(64)),
  logo: imageReferenceSchema,
  background: imageReferenceSchema,
});
export type StyleConfiguration = z.infer<typeof styleConfigurationSchema>;

export function defaultStyleConfiguration(): StyleConfiguration {
  return { ...defaultDisplayConfig(), colors: {}, logo: '', background: '' };
}

/** Templates §3.3 lesson configuration: slides, narration, title, scale and style configuration. */
export const lessonConfigurationSchema = z.object({
  slides: z.array(slideSchema),
  narration: z.object({ enabled: z.boolean() }),
  title: z.string().max(200),
  // How much the slide content is scaled in the player; 1 is actual size.
  scale: z.number().min(0.25).max(4),
  styleConfiguration: styleConfigurationSchema,
});
export type LessonConfiguration = z.infer<typeof lessonConfigurationSchema>;

export const attemptRestrictionSchema = z.object({
  // 0 means never reset the course after failed attempts.
  resetCourseOnNumberAttempts: z.number().int().min(0),
  lockOnCompletion: z.boolean(),
  // Minutes a learner waits between attempts; 0 means no wait.
  lockIntervalMin: z.number().int().min(0),
});
export type AttemptRestriction = z.infer<typeof attemptRestrictionSchema>;

export const lessonFeaturesSchema = z.object({
  starOptions: z.object({ enabled: z.boolean() }),
  attemptRestriction: attemptRestrictionSchema,
});
export type LessonFeatures = z.infer<typeof lessonFeaturesSchema>;

/** Templates §3.3 engine: the native slide player ('thomas' in the spec) or a SCORM package. */
export const lessonEngineTypes = ['thomas', 'scorm'] as const;
export const lessonEngineSchema = z.object({
  scorm: z.boolean(),
  thomas: z.boolean(),
  type: z.enum(lessonEngineTypes),
});
export type LessonEngine = z.infer<typeof lessonEngineSchema>;

/** Templates §3.3 availability platforms; the values are ours (the learner apps that exist). */
export const lessonPlatforms = ['web', 'ios', 'android'] as const;

export const previewSizeSchema = z.object({
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});
export type PreviewSize = z.infer<typeof previewSizeSchema>;

// Authoring §3 "Lesson (saved fields)" and templates §3.3 lesson defaults.
export const lessonSchema = z.object({
  id: entityIdSchema,
  kind: lessonKindSchema,
  versionType: versionTypeSchema,
  author: z.string(),
  title: z.string().max(200),
  description: z.string().max(5000),
  courseId: z.string(),
  courseTitle: z.string(),
  collectionId: entityIdSchema.nullable(),
  collectionTitle: z.string(),
  collectionRank: z.number().int(),
  collectionIsManual: z.boolean(),
  rank: z.number().int(),
  // Minutes (templates §9: default lesson duration 60).
  duration: z.number().int().min(0),
  externalId: externalIdSchema,
  isArchived: z.boolean(),
  isTutorial: z.boolean(),
  public: z.boolean(),
  display: z.object({ active: z.boolean() }),
  prerequisites: z.array(entityIdSchema),
  // Star thresholds of the lesson's games, in points.
  stars: z.array(z.number().int().min(0)),
  metaTags: z.array(z.string().max(100)),
  hideContentType: z.boolean(),
  hideProgress: z.boolean(),
  hideScore: z.boolean(),
  containsSurvey: z.boolean(),
  scormFile: z.string().nullable(),
  scormFileName: z.string(),
  useScormFile: z.boolean(),
  useCourseBranding: z.boolean(),
  previewPath: z.string(),
  previewCustomCSS: z.string().max(50_000),
  previewSize: previewSizeSchema,
  createdDateTime: isoDateTimeSchema.nullable(),
  modified: isoDateTimeSchema.nullable(),
  audience: z.object({ allowAllUserGroups: z.boolean(), applicationId: z.string() }),
  availability: z.object({ platforms: z.array(z.enum(lessonPlatforms)) }),
  contribution: z.object({ isContributable: z.boolean(), requiresApproval: z.boolean() }),
  engine: lessonEngineSchema,
  features: lessonFeaturesSchema,
  locale: languageTagSchema,
  importDetails: z.object({ source: z.string(), sourceId: z.string() }).nullable(),
  planning: planningSchema,
  scoring: z.object({ enabled: z.boolean() }),
  showStarProgressScore: z.boolean(),
  isSponsored: z.boolean(),
  isRateable: z.boolean(),
  configuration: lessonConfigurationSchema,
  latestSavedSlidesStateIdentifier: z.string().nullable(),
  // Authoring §4: publishing lessons marks them isPublished; a Published version then exists apart
  // from the Latest one, and later Latest saves leave it untouched until the next publish.
  isPublished: z.boolean(),
  /** The Latest version differs from the Published one (always false before the first publish). */
  hasUnpublishedChanges: z.boolean(),
  // Optimistic saves, as for courses: a save naming an older version answers 409 with the current lesson.
  version: z.number().int().min(1),
});
export type Lesson = z.infer<typeof lessonSchema>;

// Spec defaults: duration 60, preview 400×768, style direction ltr and minimumScore 0, inherit from
// parent, versionType Latest. The rest is ours: a native (non-SCORM) lesson on every platform, scored,
// without stars or attempt limits until an author turns them on.
export function defaultLesson(overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: NEW_ITEM_ID,
    kind: 'Lesson',
    versionType: 'Latest',
    author: '',
    title: '',
    description: '',
    courseId: '',
    courseTitle: '',
    collectionId: null,
    collectionTitle: '',
    collectionRank: 0,
    collectionIsManual: false,
    rank: 0,
    duration: DEFAULT_LESSON_DURATION,
    externalId: '',
    isArchived: false,
    isTutorial: false,
    public: false,
    display: { active: false },
    prerequisites: [],
    stars: [],
    metaTags: [],
    hideContentType: false,
    hideProgress: false,
    hideScore: false,
    containsSurvey: false,
    scormFile: null,
    scormFileName: '',
    useScormFile: false,
    useCourseBranding: true,
    previewPath: '',
    previewCustomCSS: '',
    previewSize: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT },
    createdDateTime: null,
    modified: null,
    audience: { allowAllUserGroups: true, applicationId: '' },
    availability: { platforms: [...lessonPlatforms] },
    contribution: { isContributable: false, requiresApproval: false },
    engine: { scorm: false, thomas: true, type: 'thomas' },
    features: {
      starOptions: { enabled: false },
      attemptRestriction: { resetCourseOnNumberAttempts: 0, lockOnCompletion: false, lockIntervalMin: 0 },
    },
    locale: DEFAULT_LOCALE,
    importDetails: null,
    planning: defaultPlanning(),
    scoring: { enabled: true },
    showStarProgressScore: false,
    isSponsored: false,
    isRateable: false,
    configuration: {
      slides: [],
      narration: { enabled: false },
      title: '',
      scale: 1,
      styleConfiguration: defaultStyleConfiguration(),
    },
    latestSavedSlidesStateIdentifier: null,
    isPublished: false,
    hasUnpublishedChanges: false,
    version: 1,
    ...overrides,
  };
}
