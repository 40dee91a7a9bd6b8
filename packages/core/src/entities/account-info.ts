import { z } from 'zod';

const countSchema = z.number().int().min(0);

// Templates §3.6, every field verbatim.
export const accountInfoSchema = z.object({
  name: z.string(),
  isSponsor: z.boolean(),
  isUnifiedExperience: z.boolean(),
  isSpacedRepetitionAllowed: z.boolean(),
  isCompletionCertificateAllowed: z.boolean(),
  totalPublishedCourses: countSchema,
  totalLearners: countSchema,
  totalUsers: countSchema,
  dynamicUserGroupEnabled: z.boolean(),
  leaderboardEnabled: z.boolean(),
  offlineEnabled: z.boolean(),
  brainboostEnabled: z.boolean(),
  hideActivityFeedEnabled: z.boolean(),
  mindfulLearningEnabled: z.boolean(),
  courseCompletionCertificateEnabled: z.boolean(),
  avatarUploadEnabled: z.boolean(),
  coursePrerequisitesEnabled: z.boolean(),
  starsEnabled: z.boolean(),
  starBarEnabled: z.boolean(),
  certificationEnabled: z.boolean(),
  coursePublicPreviewLinksEnabled: z.boolean(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** The names of the account's feature switches (templates §3.6), for settings screens and seeds. */
export const accountFeatureSwitches = [
  'dynamicUserGroupEnabled',
  'leaderboardEnabled',
  'offlineEnabled',
  'brainboostEnabled',
  'hideActivityFeedEnabled',
  'mindfulLearningEnabled',
  'courseCompletionCertificateEnabled',
  'avatarUploadEnabled',
  'coursePrerequisitesEnabled',
  'starsEnabled',
  'starBarEnabled',
  'certificationEnabled',
  'coursePublicPreviewLinksEnabled',
] as const satisfies readonly (keyof AccountInfo)[];
export type AccountFeatureSwitch = (typeof accountFeatureSwitches)[number];

// Templates §3.6: three switches default on; every other switch and flag is off.
export function defaultAccountInfo(overrides: Partial<AccountInfo> = {}): AccountInfo {
  return {
    name: '',
    isSponsor: false,
    isUnifiedExperience: false,
    isSpacedRepetitionAllowed: false,
    isCompletionCertificateAllowed: false,
    totalPublishedCourses: 0,
    totalLearners: 0,
    totalUsers: 0,
    dynamicUserGroupEnabled: false,
    leaderboardEnabled: false,
    offlineEnabled: false,
    brainboostEnabled: false,
    hideActivityFeedEnabled: true,
    mindfulLearningEnabled: false,
    courseCompletionCertificateEnabled: true,
    avatarUploadEnabled: false,
    coursePrerequisitesEnabled: false,
    starsEnabled: false,
    starBarEnabled: false,
    certificationEnabled: false,
    coursePublicPreviewLinksEnabled: true,
    ...overrides,
  };
}
