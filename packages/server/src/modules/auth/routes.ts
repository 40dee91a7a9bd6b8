import type { FastifyInstance } from 'fastify';
import { authContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { toUserInfo } from '../account/user-info.ts';
import { createAuthService, MAGIC_LINK_SENT_MESSAGE, SIGN_UP_MAIL_SENT_MESSAGE } from './service.ts';
import { clearSessionCookie, endSession, readSessionToken, setSessionCookie, startSession } from './sessions.ts';
import type { UserRow } from './repo.ts';

export function authRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const auth = createAuthService(context);
    const cookiePolicy = { secure: context.config.publicUrl.startsWith('https:') };
    // Sign-in attempts are limited per client address; the limit is configurable so tests are not throttled.
    const signInRateLimit = { max: context.config.signInRateLimit.max, timeWindow: context.config.signInRateLimit.windowMs };
    const rateLimited = { config: { rateLimit: signInRateLimit } };

    const openSession = async (user: UserRow) => ({ token: await startSession(context.db, context.clock, user), user: toUserInfo(user) });

    contractRoute(
      app,
      authContracts.signUp,
      async (request, reply) => {
        await auth.signUp(request.body);
        return reply.code(202).send({ message: SIGN_UP_MAIL_SENT_MESSAGE });
      },
      rateLimited,
    );

    contractRoute(
      app,
      authContracts.logIn,
      async (request, reply) => {
        const { token, user } = await openSession(await auth.logIn(request.body));
        setSessionCookie(reply, token, cookiePolicy);
        return { user };
      },
      rateLimited,
    );

    contractRoute(app, authContracts.logOut, async (request, reply) => {
      const token = readSessionToken(request);
      if (token) {
        await endSession(context.db, token);
        context.recentSessions.forgetSession(token);
      }
      clearSessionCookie(reply, cookiePolicy);
      return reply.code(204).send(null);
    });

    contractRoute(
      app,
      authContracts.sendMagicLink,
      async (request, reply) => {
        auth.sendMagicLink(request.body.email);
        return reply.code(202).send({ message: MAGIC_LINK_SENT_MESSAGE });
      },
      rateLimited,
    );

    contractRoute(
      app,
      authContracts.verifyMagicLink,
      async (request, reply) => {
        const { token, user } = await openSession(await auth.redeemMagicLink(request.body.token));
        setSessionCookie(reply, token, cookiePolicy);
        return { user };
      },
      rateLimited,
    );
  };
}
