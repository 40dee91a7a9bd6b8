import { z } from 'zod';
import { entityIdSchema } from '../entities/shared-fields.ts';

// SCORM and AICC packages (issue 13): importing an uploaded zip, and what a learner's package stores.

export const packageKinds = ['scorm', 'aicc'] as const;
export const packageStandards = ['scorm12', 'scorm2004-3rd', 'scorm2004-4th', 'aicc'] as const;
export const packageStandardSchema = z.enum(packageStandards);
export type PackageStandardName = z.infer<typeof packageStandardSchema>;

export const packageImportBodySchema = z.object({
  /** The uploaded zip (content type scorm or aicc). */
  mediaId: entityIdSchema,
  kind: z.enum(packageKinds),
});
export type PackageImportBody = z.infer<typeof packageImportBodySchema>;

export const contentPackageSchema = z.object({
  id: z.string(),
  mediaId: z.string(),
  kind: z.enum(packageKinds),
  standard: packageStandardSchema,
  title: z.string(),
  /** The launch page, relative to the package's folder. */
  launch: z.string(),
  masteryScore: z.number().nullable(),
  fileCount: z.number().int(),
  unpackedBytes: z.number().int(),
  /** What a SCORM or AICC slide stores as its package: the launch page's path on the package origin. */
  address: z.string(),
  createdAt: z.string(),
});
export type ContentPackage = z.infer<typeof contentPackageSchema>;

export const packageRuntimeParamsSchema = z.object({ attemptId: entityIdSchema, slideId: z.string().min(1).max(100) });

/** The most data-model elements one package may keep (SCORM 2004 allows 250 interactions of a dozen fields). */
export const PACKAGE_RUNTIME_MAX_ELEMENTS = 4000;
/** SCORM 2004's longest string (cmi.suspend_data, 64 000 characters). */
export const PACKAGE_RUNTIME_MAX_VALUE = 64_000;
/** Every value together; a package that stores more is refused rather than slowing every resume. */
export const PACKAGE_RUNTIME_MAX_TOTAL = 1_000_000;

const elementNameSchema = z
  .string()
  .max(255)
  .regex(/^(cmi|adl)\.[A-Za-z0-9_.]+$/, 'Must be a data-model element (cmi.… or adl.…)');

/** The data-model values as the package set them (element → value), e.g. cmi.suspend_data. */
export const packageRuntimeValuesSchema = z
  .record(elementNameSchema, z.string().max(PACKAGE_RUNTIME_MAX_VALUE))
  .refine((values) => Object.keys(values).length <= PACKAGE_RUNTIME_MAX_ELEMENTS, {
    message: `At most ${PACKAGE_RUNTIME_MAX_ELEMENTS} data-model elements`,
  })
  .refine((values) => Object.values(values).reduce((total, value) => total + value.length, 0) <= PACKAGE_RUNTIME_MAX_TOTAL, {
    message: `At most ${PACKAGE_RUNTIME_MAX_TOTAL} characters of data in all`,
  });

export const packageRuntimeBodySchema = z.object({
  standard: packageStandardSchema,
  values: packageRuntimeValuesSchema,
});
export type PackageRuntimeBody = z.infer<typeof packageRuntimeBodySchema>;

export const packageRuntimeSchema = z.object({
  /** Null until the package first stores something in this attempt. */
  standard: packageStandardSchema.nullable(),
  values: z.record(z.string(), z.string()),
  /** The package's status as the lesson reads it (passed, failed, completed, incomplete…), null before any. */
  status: z.string().nullable(),
  score: z.number().nullable(),
  modifiedAt: z.string().nullable(),
});
export type PackageRuntime = z.infer<typeof packageRuntimeSchema>;

export const aiccSessionResponseSchema = z.object({
  /** HACP's session_id for this launch: it, not the learner's cookie, authenticates the unit's calls. */
  sessionId: z.string(),
  /** HACP's aicc_url: where the unit sends GetParam, PutParam and ExitAU. */
  aiccUrl: z.string(),
});
export type AiccSessionResponse = z.infer<typeof aiccSessionResponseSchema>;

export const hacpBodySchema = z.object({
  command: z.string().max(40),
  version: z.string().max(20).optional(),
  session_id: z.string().max(200),
  aicc_data: z.string().max(PACKAGE_RUNTIME_MAX_VALUE).optional(),
});
export type HacpBody = z.infer<typeof hacpBodySchema>;
