import type { FastifyInstance } from 'fastify';
import { ownAccountContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { unauthenticated } from '../../http-error.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { readSessionToken, setSessionCookie, startSession } from '../auth/sessions.ts';
import { hashToken } from '../auth/tokens.ts';
import { toUserInfo } from '../account/user-info.ts';
import { createOwnAccountService, PASSWORD_CHANGED_MESSAGE, PASSWORD_RESET_SENT_MESSAGE } from './service.ts';

export function ownAccountRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const ownAccount = createOwnAccountService(context);
    const cookiePolicy = { secure: context.config.publicUrl.startsWith('https:') };
    const rateLimited = {
      config: { rateLimit: { max: context.config.signInRateLimit.max, timeWindow: context.config.signInRateLimit.windowMs } },
    };
    contractRoute(app, ownAccountContracts.updateName, async (request) =>
      toUserInfo(await ownAccount.updateName(signedInUser(request), request.body)),
    );
    contractRoute(app, ownAccountContracts.updateLanguage, async (request) =>
      ownAccount.updateLanguage(signedInUser(request), request.body),
    );
    contractRoute(app, ownAccountContracts.updateAvatar, async (request) =>
      toUserInfo(await ownAccount.updateAvatar(signedInUser(request), request.body)),
    );
    contractRoute(
      app,
      ownAccountContracts.changePassword,
      async (request) => {
        const token = readSessionToken(request);
        if (!token) throw unauthenticated();
        await ownAccount.changePassword(signedInUser(request), hashToken(token), request.body);
        return { message: PASSWORD_CHANGED_MESSAGE };
      },
      rateLimited,
    );
    contractRoute(
      app,
      ownAccountContracts.requestPasswordReset,
      async (request, reply) => {
        ownAccount.requestReset(request.body.email);
        return reply.code(202).send({ message: PASSWORD_RESET_SENT_MESSAGE });
      },
      rateLimited,
    );
    contractRoute(
      app,
      ownAccountContracts.resetPassword,
      async (request, reply) => {
        const user = await ownAccount.resetPassword(request.body);
        setSessionCookie(reply, await startSession(context.db, context.clock, user), cookiePolicy);
        return { user: toUserInfo(user) };
      },
      rateLimited,
    );
  };
}
