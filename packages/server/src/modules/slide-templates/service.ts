import { planKindSchema, templatesForPlan, toTemplateInfo, type PlanKind } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import { findAccount } from '../account/repo.ts';
import type { SignedInUser } from '../auth/session-repo.ts';

/** An account whose plan kind is unknown is treated as the most limited plan. */
export function planKindOf(value: string): PlanKind {
  return planKindSchema.safeParse(value).data ?? 'freemium';
}

// The catalogue is fixed for the life of the process, so each plan's answer is serialised once.
const responseJsonByPlan = new Map<PlanKind, string>();

/** GET /api/slide-templates as JSON text: every template the plan may use, in picker order, without functions. */
export function slideTemplatesJson(plan: PlanKind): string {
  let json = responseJsonByPlan.get(plan);
  if (json === undefined) {
    json = JSON.stringify({ items: templatesForPlan(plan).map(toTemplateInfo) });
    responseJsonByPlan.set(plan, json);
  }
  return json;
}

export function createSlideTemplateService({ db }: AppContext) {
  return {
    async listJson(user: SignedInUser): Promise<string> {
      const account = await findAccount(db, user.accountId);
      if (!account) throw notFound('Account not found');
      return slideTemplatesJson(planKindOf(account.planKind));
    },
  };
}
