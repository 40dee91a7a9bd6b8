import type { FastifyInstance, FastifyReply } from 'fastify';
import { publicDetailContracts as contracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createPublicDetailService } from './service.ts';

export function publicDetailRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const details = createPublicDetailService(context);
    const created = async (reply: FastifyReply, work: Promise<unknown>) => reply.code(201).send(await work);
    const noContent = async (reply: FastifyReply, work: Promise<void>) => {
      await work;
      return reply.code(204).send();
    };

    contractRoute(app, contracts.list, (request) => details.list(signedInUser(request), request.params.courseId));
    contractRoute(app, contracts.create, (request, reply) =>
      created(reply, details.create(signedInUser(request), request.params.courseId, request.body)),
    );
    contractRoute(app, contracts.update, (request) =>
      details.update(signedInUser(request), request.params.courseId, request.params.id, request.body),
    );

    contractRoute(app, contracts.listCourseLinks, (request) =>
      details.courseLinks(signedInUser(request), request.params.courseId, request.params.publicDetailId),
    );
    contractRoute(app, contracts.addCourseLink, async (request, reply) => {
      const { courseId, publicDetailId } = request.params;
      const [link] = await details.addCourseLinks(signedInUser(request), courseId, publicDetailId, [request.body]);
      return reply.code(201).send(link!);
    });
    contractRoute(app, contracts.addCourseLinks, (request, reply) => {
      const { courseId, publicDetailId } = request.params;
      return created(reply, details.addCourseLinks(signedInUser(request), courseId, publicDetailId, request.body.links));
    });
    contractRoute(app, contracts.removeCourseLink, (request, reply) => {
      const { courseId, publicDetailId, id } = request.params;
      return noContent(reply, details.removeCourseLink(signedInUser(request), courseId, publicDetailId, id));
    });

    contractRoute(app, contracts.listExcludedLessons, (request) => details.excludedLessons(signedInUser(request), request.params.courseId));
    contractRoute(app, contracts.excludeLesson, (request, reply) =>
      created(reply, details.excludeLesson(signedInUser(request), request.params.courseId, request.body.lessonId)),
    );
    contractRoute(app, contracts.includeLesson, (request, reply) =>
      noContent(reply, details.removeExcludedLesson(signedInUser(request), request.params.courseId, request.params.id)),
    );

    contractRoute(app, contracts.listExcludedSlides, (request) => details.excludedSlides(signedInUser(request), request.params.courseId));
    contractRoute(app, contracts.excludeSlide, (request, reply) => {
      const { lessonId, slideId } = request.body;
      return created(reply, details.excludeSlide(signedInUser(request), request.params.courseId, lessonId, slideId));
    });
    contractRoute(app, contracts.includeSlide, (request, reply) =>
      noContent(reply, details.removeExcludedSlide(signedInUser(request), request.params.courseId, request.params.id)),
    );

    contractRoute(app, contracts.listRatingLinks, (request) => details.ratingLinks(signedInUser(request), request.params.courseId));
    contractRoute(app, contracts.addRatingLink, (request, reply) =>
      created(reply, details.addRatingLink(signedInUser(request), request.params.courseId, request.body)),
    );
    contractRoute(app, contracts.removeRatingLink, (request, reply) =>
      noContent(reply, details.removeRatingLink(signedInUser(request), request.params.courseId, request.params.id)),
    );

    contractRoute(app, contracts.listUrlSlugs, (request) => details.urlSlugs(signedInUser(request), request.params.courseId));
    contractRoute(app, contracts.createUrlSlug, (request, reply) =>
      created(reply, details.createUrlSlug(signedInUser(request), request.params.courseId, request.body.urlSlug)),
    );
    contractRoute(app, contracts.changeUrlSlug, (request) =>
      details.changeUrlSlug(signedInUser(request), request.params.courseId, request.params.id, request.body.urlSlug),
    );
  };
}
