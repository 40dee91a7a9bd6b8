import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  courseItemParamsSchema,
  courseLinkListResponseSchema,
  courseLinksMultiBodySchema,
  courseLinkSchema,
  courseParamsSchema,
  coursePublicDetailSchema,
  excludedLessonBodySchema,
  excludedLessonListResponseSchema,
  excludedLessonSchema,
  excludedSlideBodySchema,
  excludedSlideListResponseSchema,
  excludedSlideSchema,
  linkBodySchema,
  publicDetailBodySchema,
  publicDetailItemParamsSchema,
  publicDetailListResponseSchema,
  publicDetailParamsSchema,
  ratingLinkListResponseSchema,
  ratingLinkSchema,
  urlSlugBodySchema,
  urlSlugListResponseSchema,
  urlSlugRecordSchema,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createPublicDetailService } from './service.ts';

const tags = ['public details'];
const base = '/api/courses/:courseId/public-details';

export function publicDetailRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const details = createPublicDetailService(context);
    const noContent = async (reply: { code(status: number): { send(): unknown } }, work: Promise<void>) => {
      await work;
      return reply.code(204).send();
    };

    routes.get(base, { schema: { tags, summary: "The course's public details (a list of zero or one)", params: courseParamsSchema, response: { 200: publicDetailListResponseSchema } } }, (request) =>
      details.list(signedInUser(request), request.params.courseId),
    );
    routes.post(
      base,
      { schema: { tags, summary: 'Create the public details of the course (409 when it has them)', params: courseParamsSchema, body: publicDetailBodySchema, response: { 201: coursePublicDetailSchema } } },
      async (request, reply) => reply.code(201).send(await details.create(signedInUser(request), request.params.courseId, request.body)),
    );
    routes.put(
      `${base}/:id`,
      { schema: { tags, summary: 'Change the public details (thumbnail)', params: courseItemParamsSchema, body: publicDetailBodySchema, response: { 200: coursePublicDetailSchema } } },
      (request) => details.update(signedInUser(request), request.params.courseId, request.params.id, request.body),
    );

    // Course links, under the public detail they belong to.
    const links = `${base}/:publicDetailId/course-links`;
    routes.get(links, { schema: { tags, summary: 'The links of the public course page', params: publicDetailParamsSchema, response: { 200: courseLinkListResponseSchema } } }, (request) =>
      details.courseLinks(signedInUser(request), request.params.courseId, request.params.publicDetailId),
    );
    routes.post(
      links,
      { schema: { tags, summary: 'Add a link (http or https)', params: publicDetailParamsSchema, body: linkBodySchema, response: { 201: courseLinkSchema } } },
      async (request, reply) => {
        const [link] = await details.addCourseLinks(signedInUser(request), request.params.courseId, request.params.publicDetailId, [request.body]);
        return reply.code(201).send(link!);
      },
    );
    routes.post(
      `${links}/multi`,
      { schema: { tags, summary: 'Add several links at once (all or none)', params: publicDetailParamsSchema, body: courseLinksMultiBodySchema, response: { 201: courseLinkListResponseSchema } } },
      async (request, reply) => reply.code(201).send(await details.addCourseLinks(signedInUser(request), request.params.courseId, request.params.publicDetailId, request.body.links)),
    );
    routes.delete(`${links}/:id`, { schema: { tags, summary: 'Remove a link', params: publicDetailItemParamsSchema } }, (request, reply) =>
      noContent(reply, details.removeCourseLink(signedInUser(request), request.params.courseId, request.params.publicDetailId, request.params.id)),
    );

    // Exclusions, ratings and the slug belong to the course's public detail, made on first need.
    routes.get(`${base}/excluded-lessons`, { schema: { tags, summary: 'Lessons hidden from the public page', params: courseParamsSchema, response: { 200: excludedLessonListResponseSchema } } }, (request) =>
      details.excludedLessons(signedInUser(request), request.params.courseId),
    );
    routes.post(
      `${base}/excluded-lessons`,
      { schema: { tags, summary: 'Hide a lesson of the course from the public page', params: courseParamsSchema, body: excludedLessonBodySchema, response: { 201: excludedLessonSchema } } },
      async (request, reply) => reply.code(201).send(await details.excludeLesson(signedInUser(request), request.params.courseId, request.body.lessonId)),
    );
    routes.delete(`${base}/excluded-lessons/:id`, { schema: { tags, summary: 'Show an excluded lesson again', params: courseItemParamsSchema } }, (request, reply) =>
      noContent(reply, details.removeExcludedLesson(signedInUser(request), request.params.courseId, request.params.id)),
    );

    routes.get(`${base}/excluded-slides`, { schema: { tags, summary: 'Slides hidden from the public page', params: courseParamsSchema, response: { 200: excludedSlideListResponseSchema } } }, (request) =>
      details.excludedSlides(signedInUser(request), request.params.courseId),
    );
    routes.post(
      `${base}/excluded-slides`,
      { schema: { tags, summary: 'Hide a slide of a lesson of the course from the public page', params: courseParamsSchema, body: excludedSlideBodySchema, response: { 201: excludedSlideSchema } } },
      async (request, reply) => reply.code(201).send(await details.excludeSlide(signedInUser(request), request.params.courseId, request.body.lessonId, request.body.slideId)),
    );
    routes.delete(`${base}/excluded-slides/:id`, { schema: { tags, summary: 'Show an excluded slide again', params: courseItemParamsSchema } }, (request, reply) =>
      noContent(reply, details.removeExcludedSlide(signedInUser(request), request.params.courseId, request.params.id)),
    );

    routes.get(`${base}/user-course-ratings`, { schema: { tags, summary: 'Where visitors can rate the course', params: courseParamsSchema, response: { 200: ratingLinkListResponseSchema } } }, (request) =>
      details.ratingLinks(signedInUser(request), request.params.courseId),
    );
    routes.post(
      `${base}/user-course-ratings`,
      { schema: { tags, summary: 'Add a rating link (http or https)', params: courseParamsSchema, body: linkBodySchema, response: { 201: ratingLinkSchema } } },
      async (request, reply) => reply.code(201).send(await details.addRatingLink(signedInUser(request), request.params.courseId, request.body)),
    );
    routes.delete(`${base}/user-course-ratings/:id`, { schema: { tags, summary: 'Remove a rating link', params: courseItemParamsSchema } }, (request, reply) =>
      noContent(reply, details.removeRatingLink(signedInUser(request), request.params.courseId, request.params.id)),
    );

    routes.get(`${base}/url-slugs`, { schema: { tags, summary: "The course's url slug (a list of zero or one)", params: courseParamsSchema, response: { 200: urlSlugListResponseSchema } } }, (request) =>
      details.urlSlugs(signedInUser(request), request.params.courseId),
    );
    routes.post(
      `${base}/url-slugs`,
      {
        schema: {
          tags,
          summary: 'Give the course its url slug: lower-case letters, digits, hyphens; unique across the platform (409 url_slug_taken)',
          params: courseParamsSchema,
          body: urlSlugBodySchema,
          response: { 201: urlSlugRecordSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await details.createUrlSlug(signedInUser(request), request.params.courseId, request.body.urlSlug)),
    );
    routes.put(
      `${base}/url-slugs/:id`,
      { schema: { tags, summary: "Change the course's url slug (409 url_slug_taken when another course has it)", params: courseItemParamsSchema, body: urlSlugBodySchema, response: { 200: urlSlugRecordSchema } } },
      (request) => details.changeUrlSlug(signedInUser(request), request.params.courseId, request.params.id, request.body.urlSlug),
    );
  };
}
