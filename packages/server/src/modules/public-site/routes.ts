import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { imageVariants } from '@slidewise/core';
import { PUBLIC_CACHE_CONTROL, sendOriginal, sendVariant } from '../media/file-serving.ts';
import type { AppContext } from '../../context.ts';
import { coursePagePath } from './course-page.ts';
import { readPageVariant, type PageVariant } from './page-variant.ts';
import { renderNotFoundPage } from './not-found-page.ts';
import type { PublicSiteSettings } from './page-shell.ts';
import { createPublicSiteService, type PublicPageAnswer } from './service.ts';
import { readSiteScripts } from './site-scripts.ts';

interface MediaRequest {
  Params: { slug: string; lessonId?: string; mediaId: string };
  Querystring: { variant?: string };
}

interface PageRequest {
  Params: { slug: string; lessonId?: string };
  Querystring: Record<string, string | undefined>;
}

/**
 * The public course preview site (issue 18): server-rendered pages, not API calls, so they are plain
 * routes outside /api with no session: what they show is public by the course's own settings. Their
 * sitemap and robots.txt list the public courses.
 */
export function publicSiteRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const site: PublicSiteSettings = {
      publicUrl: context.config.publicUrl,
      siteName: context.config.siteName,
      twitterHandle: context.config.twitterHandle,
      scripts: readSiteScripts(context.config.webDistDir),
    };
    const pages = createPublicSiteService(context, site);

    const answer = (reply: FastifyReply, result: PublicPageAnswer, variant: PageVariant, search: string) => {
      if (result.kind === 'moved') return reply.redirect(`${coursePagePath(result.slug)}${search}`, 301);
      allowFramingWhenEmbedded(reply, variant);
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      if (result.kind === 'not-found') return reply.code(404).send(renderNotFoundPage(site, variant));
      return reply.send(result.html);
    };

    app.get<PageRequest>('/p/:slug', async (request, reply) => {
      const variant = readPageVariant(request.query, request.headers['accept-language']);
      return answer(reply, await pages.coursePage(request.params.slug, variant), variant, searchOf(request.url));
    });

    app.get<PageRequest>('/p/:slug/lessons/:lessonId', async (request, reply) => {
      const variant = readPageVariant(request.query, request.headers['accept-language']);
      const result = await pages.lessonPage(request.params.slug, request.params.lessonId!, variant);
      // An old slug moves to the same lesson under the course's current one.
      if (result.kind === 'moved') {
        return reply.redirect(
          `${coursePagePath(result.slug)}/lessons/${encodeURIComponent(request.params.lessonId!)}${searchOf(request.url)}`,
          301,
        );
      }
      return answer(reply, result, variant, '');
    });

    // The files the public pages show (public-media.ts), for anyone while the page is public.
    const servePublicFile = async (request: FastifyRequest<MediaRequest>, reply: FastifyReply) => {
      const { slug, lessonId, mediaId } = request.params;
      const variant = imageVariants.find((candidate) => candidate === request.query.variant);
      const row = await pages.publicFile(slug, lessonId, mediaId);
      if (!row) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return variant === undefined
        ? sendOriginal(request, reply, context.storage, row, PUBLIC_CACHE_CONTROL)
        : sendVariant(request, reply, context.storage, row, variant, PUBLIC_CACHE_CONTROL);
    };
    app.get<MediaRequest>('/p/:slug/media/:mediaId/file', servePublicFile);
    app.get<MediaRequest>('/p/:slug/lessons/:lessonId/media/:mediaId/file', servePublicFile);

    app.get('/sitemap.xml', async (_request, reply) => reply.type('application/xml; charset=utf-8').send(await pages.sitemap()));
    app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(await pages.robots()));
  };
}

const searchOf = (url: string) => {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index);
};

/**
 * `?embed=1` pages may be framed by any site (the embed snippet the course editor offers); every other
 * answer keeps the app's rule that only we frame our pages (plugins/security-headers.ts).
 */
function allowFramingWhenEmbedded(reply: FastifyReply, variant: PageVariant): void {
  if (!variant.embed) return;
  const policy = reply.raw.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.raw.setHeader('content-security-policy', policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  reply.raw.removeHeader('x-frame-options');
}
