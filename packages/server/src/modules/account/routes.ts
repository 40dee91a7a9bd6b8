import type { FastifyInstance } from 'fastify';
import { accountContracts, accountSettingsContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createAccountService } from './service.ts';
import { createAccountSettingsService } from './settings-service.ts';

export function accountRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const accounts = createAccountService(context);

    contractRoute(app, accountContracts.me, (request) => accounts.userInfo(signedInUser(request)));
    contractRoute(app, accountContracts.account, (request) => accounts.accountInfo(signedInUser(request)));
    contractRoute(app, accountContracts.plan, (request) => accounts.planInfo(signedInUser(request)));

    const settings = createAccountSettingsService(context);
    contractRoute(app, accountSettingsContracts.settings, (request) => settings.settings(signedInUser(request)));
    contractRoute(app, accountSettingsContracts.updateSettings, (request) => settings.update(signedInUser(request), request.body));
    contractRoute(app, accountSettingsContracts.branding, (request) => settings.branding(signedInUser(request)));
    contractRoute(app, accountSettingsContracts.flags, async (request) => ({
      flags: await context.flags.of(signedInUser(request).accountId),
    }));
  };
}
