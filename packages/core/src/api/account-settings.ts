import { z } from 'zod';
import { accountBrandingSchema, accentColorSchema, themeFamilySchema } from '../entities/account-branding.ts';
import { accountFeatureSwitches, type AccountFeatureSwitch } from '../entities/account-info.ts';
import { featureFlags, type FeatureFlag } from '../entities/feature-flags.ts';
import { colorSchemeSchema } from '../enums/themes.ts';
import { planKindSchema } from '../enums/plan-kinds.ts';
import { planAccessSchema } from '../entities/plan-info.ts';
import { imageReferenceSchema } from '../entities/image-reference.ts';
import { isoDateTimeSchema } from '../entities/shared-fields.ts';
import { singleLineTextSchema } from './text.ts';

/** An account's name: one line, as sign-up asks for it. */
export const accountNameSchema = singleLineTextSchema(1, 120);

const switchValuesSchema = z.object(
  Object.fromEntries(accountFeatureSwitches.map((name) => [name, z.boolean()])) as Record<AccountFeatureSwitch, z.ZodBoolean>,
);
export type AccountSwitchValues = Record<AccountFeatureSwitch, boolean>;

/**
 * GET /api/account/settings: what the settings page edits, with the plan's allowances it cannot change
 * (spec §3.6 isCompletionCertificateAllowed and isSpacedRepetitionAllowed come with the plan).
 */
export const accountSettingsSchema = z.object({
  name: z.string(),
  branding: accountBrandingSchema,
  switches: switchValuesSchema,
  allowances: z.object({ isCompletionCertificateAllowed: z.boolean(), isSpacedRepetitionAllowed: z.boolean() }),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** PUT /api/account/settings: any part of the settings; what is left out stays as it is. */
export const accountSettingsUpdateSchema = z
  .object({
    name: accountNameSchema.optional(),
    branding: z
      .object({
        logoUrl: imageReferenceSchema.optional(),
        accentColor: accentColorSchema.nullable().optional(),
        themeFamily: themeFamilySchema.optional(),
        colorScheme: colorSchemeSchema.optional(),
      })
      .strict()
      .optional(),
    switches: switchValuesSchema.partial().strict().optional(),
  })
  .strict();
export type AccountSettingsUpdate = z.infer<typeof accountSettingsUpdateSchema>;

/** GET /api/account/branding: what the learner app and certificates dress themselves in. */
export const accountBrandingResponseSchema = accountBrandingSchema.extend({ accountName: z.string() });
export type AccountBrandingResponse = z.infer<typeof accountBrandingResponseSchema>;

const flagValuesSchema = z.object(Object.fromEntries(featureFlags.map((flag) => [flag, z.boolean()])) as Record<FeatureFlag, z.ZodBoolean>);

/** GET /api/flags: every feature flag's value for the caller's account. */
export const featureFlagsResponseSchema = z.object({ flags: flagValuesSchema });
export type FeatureFlagsResponse = z.infer<typeof featureFlagsResponseSchema>;

// ── Platform administration ────────────────────────────────────────────────────────────────────────

export const platformAccountParamsSchema = z.object({ accountId: z.uuid() });

export const platformAccountListQuerySchema = z.object({ search: z.string().trim().max(120).optional() });

export const platformAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  planKind: planKindSchema,
  planAccess: planAccessSchema,
  totalUsers: z.number().int().min(0),
  createdAt: isoDateTimeSchema,
  flagOverrides: flagValuesSchema.partial(),
});
export type PlatformAccount = z.infer<typeof platformAccountSchema>;

/** At most this many accounts a page, newest first: the platform page searches rather than scrolls. */
export const PLATFORM_ACCOUNT_PAGE_SIZE = 100;

export const platformAccountListResponseSchema = z.object({ items: z.array(platformAccountSchema) });

/** PUT /api/platform/accounts/{accountId}/plan: the plan kind and its access (spec §3.7 planAccess). */
export const platformPlanUpdateSchema = z
  .object({
    planKind: planKindSchema,
    planAccess: z
      .object({
        hasAccess: z.boolean(),
        hasAccessReason: z.string().trim().max(500),
        lockedDate: isoDateTimeSchema.nullable(),
        lessonLimit: z.number().int().min(0).max(1_000_000).nullable(),
      })
      .strict(),
  })
  .strict();
export type PlatformPlanUpdate = z.infer<typeof platformPlanUpdateSchema>;

/** PUT /api/platform/accounts/{accountId}/flags: a value per flag to set; null returns a flag to its default. */
export const platformFlagsUpdateSchema = z
  .object({
    flags: z
      .object(Object.fromEntries(featureFlags.map((flag) => [flag, z.boolean().nullable()])))
      .partial()
      .strict(),
  })
  .strict();
export type PlatformFlagsUpdate = z.infer<typeof platformFlagsUpdateSchema>;
