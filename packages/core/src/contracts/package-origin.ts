import { z } from 'zod';
import { defineContract } from './define.ts';

export const packageOriginResponseSchema = z.object({
  /** The origin (scheme, host, port) SCORM and AICC packages are served from: never the app's own. */
  packageOrigin: z.string(),
});
export type PackageOriginResponse = z.infer<typeof packageOriginResponseSchema>;

export const packageOriginContracts = {
  read: defineContract({
    method: 'GET',
    path: '/api/package-origin',
    // Not a secret: every learner's browser loads packages from it, and it is in the content security policy.
    permission: 'public',
    tags: ['packages'],
    summary: 'Where SCORM and AICC packages are served from (PACKAGE_ORIGIN)',
    responses: { 200: packageOriginResponseSchema },
  }),
};
