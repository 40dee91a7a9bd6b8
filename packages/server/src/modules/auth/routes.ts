import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginBodySchema,
  magicLinkBodySchema,
  magicLinkResponseSchema,
  magicLinkVerifyBodySchema,
  sessionResponseSchema,
  signupBodySchema,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { toUserInfo } from '../account/user-info.ts';
import { createAuthService, MAGIC_LINK_SENT_MESSAGE } from './service.ts';
import { clearSessionCookie, endSession, readSessionToken, setSessionCookie, startSession } from './sessions.ts';
import type { UserRow } from './repo.ts';

const tags = ['auth'];

export function authRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const auth = createAuthService(context);
    const cookiePolicy = { secure: context.config.publicUrl.startsWith('https:') };
    // Sign-in attempts are limited per client address; the limit is configurable so tests are not throttled.
    const signInRateLimit = { max: context.config.signInRateLimit.max, timeWindow: context.config.signInRateLimit.windowMs };

    const openSession = async (user: UserRow) => ({ token: await startSession(context.db, context.clock, user), user: toUserInfo(user) });

    routes.post(
      '/api/auth/signup',
      {
        config: { rateLimit: signInRateLimit },
        schema: { tags, summary: 'Create an account (or join one with an invite code) and sign in', body: signupBodySchema, response: { 201: sessionResponseSchema } },
      },
      async (request, reply) => {
        const { token, user } = await openSession(await auth.signUp(request.body));
        setSessionCookie(reply, token, cookiePolicy);
        return reply.code(201).send({ user });
      },
    );

    routes.post(
      '/api/auth/login',
      {
        config: { rateLimit: signInRateLimit },
        schema: { tags, summary: 'Sign in with e-mail and password', body: loginBodySchema, response: { 200: sessionResponseSchema } },
      },
      async (request, reply) => {
        const { token, user } = await openSession(await auth.logIn(request.body));
        setSessionCookie(reply, token, cookiePolicy);
        return { user };
      },
    );

    routes.post(
      '/api/auth/logout',
      { schema: { tags, summary: 'Sign out: end the session and clear its cookie', response: { 204: z.null().describe('Signed out') } } },
      async (request, reply) => {
        const token = readSessionToken(request);
        if (token) await endSession(context.db, token);
        clearSessionCookie(reply, cookiePolicy);
        return reply.code(204).send(null);
      },
    );

    routes.post(
      '/api/auth/magic-link',
      {
        config: { rateLimit: signInRateLimit },
        schema: { tags, summary: 'E-mail a single-use sign-in link (15 minutes)', body: magicLinkBodySchema, response: { 202: magicLinkResponseSchema } },
      },
      async (request, reply) => {
        await auth.sendMagicLink(request.body.email);
        return reply.code(202).send({ message: MAGIC_LINK_SENT_MESSAGE });
      },
    );

    routes.post(
      '/api/auth/magic-link/verify',
      {
        config: { rateLimit: signInRateLimit },
        schema: { tags, summary: 'Sign in with the token of a magic link', body: magicLinkVerifyBodySchema, response: { 200: sessionResponseSchema } },
      },
      async (request, reply) => {
        const { token, user } = await openSession(await auth.redeemMagicLink(request.body.token));
        setSessionCookie(reply, token, cookiePolicy);
        return { user };
      },
    );
  };
}
