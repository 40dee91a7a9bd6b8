import { z } from 'zod';

/**
 * Spec §6: the feature flags, named as the spec names them in kebab case. A flag gates a feature as it
 * lands; the default is in code, an account may be given its own value (platform administrators).
 */
export const featureFlags = [
  'mindful-learning',
  'notification-centre',
  'advanced-integrations',
  'rich-text-editor-code-view',
  'course-sharing',
  'authentication-modal',
  'course-comments',
  'translations-v2',
  'course-builder-v3',
  'v2-user-profile',
  'assign-training-managers',
  'migration-tool',
  'practicals-on-mobile',
  'ai-narration',
] as const;
export const featureFlagSchema = z.enum(featureFlags);
export type FeatureFlag = z.infer<typeof featureFlagSchema>;
export type FeatureFlagValues = Record<FeatureFlag, boolean>;

/**
 * Ours: the flags of features that exist today (course sharing, course review comments, the course
 * builder) are on, so turning the flags on changes nothing already shipped; the others wait for their feature.
 */
export const featureFlagDefaults: Readonly<FeatureFlagValues> = {
  'mindful-learning': false,
  'notification-centre': true,
  'advanced-integrations': false,
  'rich-text-editor-code-view': false,
  'course-sharing': true,
  'authentication-modal': false,
  'course-comments': true,
  'translations-v2': false,
  'course-builder-v3': true,
  'v2-user-profile': false,
  'assign-training-managers': false,
  'migration-tool': false,
  'practicals-on-mobile': false,
  'ai-narration': false,
};

/** The defaults overlaid with an account's stored values; unknown names in storage are ignored. */
export function resolveFeatureFlags(overrides: Readonly<Record<string, boolean>>): FeatureFlagValues {
  const values = { ...featureFlagDefaults };
  for (const flag of featureFlags) if (typeof overrides[flag] === 'boolean') values[flag] = overrides[flag];
  return values;
}
