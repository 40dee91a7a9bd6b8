import type { z } from 'zod';
import { activityParamsSchema } from '../api/activity-fields.ts';
import { defineContract } from './define.ts';
import { readVersionDescription, saveVersionDescription, staleSaveAnswers } from './save-version.ts';

interface ActivitySettingsKind<Body extends z.ZodType, Response extends z.ZodType> {
  /** Where the kind's calls live, e.g. /api/discussions. */
  path: string;
  /** e.g. discussion, in the summaries. */
  noun: string;
  tags: readonly string[];
  /** What GET …/latest answers besides the settings. */
  latestSummary: string;
  body: Body;
  response: Response;
}

/**
 * GET {path}/:id/latest and PUT {path}/:id of a discussion, assessment, observation or conference: the
 * settings read by those who moderate (with an ETag of the version), and the save by the course's editors
 * from the version its body or If-Match names, where id "new" creates the item in courseId and answers 201.
 */
export function activitySettingsContracts<const Body extends z.ZodType, const Response extends z.ZodType>({
  path,
  noun,
  tags,
  latestSummary,
  body,
  response,
}: ActivitySettingsKind<Body, Response>) {
  return {
    latest: defineContract({
      method: 'GET',
      path: `${path}/:id/latest`,
      permission: 'activity.moderate',
      tags,
      summary: `The ${noun} (Latest version) ${latestSummary}`,
      description: readVersionDescription,
      params: activityParamsSchema,
      responses: { 200: response },
    }),
    save: defineContract({
      method: 'PUT',
      path: `${path}/:id`,
      permission: 'activity.editSettings',
      tags,
      summary: `Save the ${noun} from the version given in the body or If-Match; id "new" creates it in courseId (201)`,
      description: saveVersionDescription,
      params: activityParamsSchema,
      body,
      responses: { 200: response, 201: response, ...staleSaveAnswers(response) },
    }),
  };
}

/** The settings contracts of one kind, as the server's shared settings routes take them. */
export type ActivitySettingsContracts<Body extends z.ZodType = z.ZodType, Response extends z.ZodType = z.ZodType> = ReturnType<
  typeof activitySettingsContracts<Body, Response>
>;
