import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
// Every kind's {id} is core's one activity params schema; discussions name it first.
import { discussionParamsSchema as activityParamsSchema } from '@slidewise/core';
import { signedInUser } from '../auth/signed-in-user.ts';
import type { ActivityKind, ActivityKindConfig } from './activity-kind.ts';
import type { ActivitySettingsService } from './settings-service.ts';

type Routes = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/**
 * GET {path}/:id/latest and PUT {path}/:id of a discussion, assessment, observation or conference: the
 * settings read, and the save from a version (stale → 409) where id "new" creates in courseId and answers 201.
 */
export function activitySettingsRoutes<Presented, Body>(routes: Routes, kind: ActivityKindConfig<ActivityKind, Presented, Body>, service: ActivitySettingsService<Presented, Body>) {
  const { path, noun, tags, latestSummary } = kind;
  // The kind ties its service to its schemas; below, fastify checks the answer against the schema at run
  // time, so the routes see it as any zod schema (its generic form is past fastify's typing).
  const response: z.ZodType = kind.schemas.response;
  const body: z.ZodType = kind.schemas.update;
  routes.get(
    `${path}/:id/latest`,
    { schema: { tags, summary: `The ${noun} (Latest version) ${latestSummary}`, params: activityParamsSchema, response: { 200: response } } },
    (request) => service.latest(signedInUser(request), request.params.id),
  );

  routes.put(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `Save the ${noun} from the version given (stale → 409 with the current one); id "new" creates it in courseId (201)`,
        params: activityParamsSchema,
        body,
        response: { 200: response, 201: response },
      },
    },
    async (request, reply) => {
      const { created, item } = await service.save(signedInUser(request), request.params.id, request.body as Body);
      return reply.code(created ? 201 : 200).send(item);
    },
  );
}
