import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountInfoSchema, planInfoSchema, userInfoSchema } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createAccountService } from './service.ts';

const tags = ['account'];

export function accountRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const accounts = createAccountService(context);

    routes.get('/api/me', { schema: { tags, summary: 'The signed-in user (spec §3.5)', response: { 200: userInfoSchema } } }, (request) =>
      accounts.userInfo(signedInUser(request)),
    );

    routes.get('/api/account', { schema: { tags, summary: "The signed-in user's account, its switches and totals (spec §3.6)", response: { 200: accountInfoSchema } } }, (request) =>
      accounts.accountInfo(signedInUser(request)),
    );

    routes.get('/api/plan', { schema: { tags, summary: "The account's plan (spec §3.7)", response: { 200: planInfoSchema } } }, (request) =>
      accounts.planInfo(signedInUser(request)),
    );
  };
}
