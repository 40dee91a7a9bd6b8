import { eq } from 'drizzle-orm';
import {
  accountSwitchesFrom,
  planIncludes,
  planKindOrFree,
  type AccountFeatureSwitch,
  type AccountSwitches,
  type ProFeature,
} from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';

/**
 * The account columns the switches are read from. A query that already joins the account (a public
 * page's one statement) selects them and hands the row to switchesFrom, rather than reading them again.
 */
export const accountSwitchColumns = { settings: accounts.settings, planKind: accounts.planKind };

/** The switches of an account row read with accountSwitchColumns. */
export function switchesFrom(facts: { settings: Record<string, unknown>; planKind: string } | undefined): AccountSwitches {
  return accountSwitchesFrom(facts?.settings ?? {}, facts?.planKind ?? '');
}

/**
 * The one way server code reads an account's feature switches (spec §3.6): the stored values over the
 * spec's defaults, with the plan's allowances (core accountSwitchesFrom). One primary-key read; no cache,
 * so a switch changed on one server is obeyed by every other on the next request.
 */
export async function readAccountSwitches(db: Executor, accountId: string): Promise<AccountSwitches> {
  const [row] = await db.select(accountSwitchColumns).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return switchesFrom(row);
}

/** 403 `feature_disabled`, naming the switch, for a call whose feature the account has switched off. */
export const featureDisabled = (name: AccountFeatureSwitch | 'isCompletionCertificateAllowed') =>
  new HttpError(
    403,
    'feature_disabled',
    `This feature is switched off for your account (${name}). An administrator can switch it on in Settings.`,
    {
      switch: name,
    },
  );

/** Throws featureDisabled unless the account has the switch on. */
export async function requireSwitch(db: Executor, accountId: string, name: AccountFeatureSwitch): Promise<void> {
  if (!(await readAccountSwitches(db, accountId))[name]) throw featureDisabled(name);
}

/** 403 `plan_upgrade_required`: the plan does not include the feature; the web app answers with its upgrade prompt. */
export const planUpgradeRequired = (feature: ProFeature) =>
  new HttpError(403, 'plan_upgrade_required', 'Upgrade to Pro to use this feature.', { feature });

/**
 * Recurring certification (recurring due dates) needs the certificationEnabled switch and a plan that
 * includes it; the plan is checked first, so a free account hears about the upgrade rather than the switch.
 */
export async function assertRecurringCertification(db: Executor, accountId: string): Promise<void> {
  const [row] = await db.select({ planKind: accounts.planKind }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!planIncludes(planKindOrFree(row?.planKind ?? ''), 'recurring-certification')) throw planUpgradeRequired('recurring-certification');
  await requireSwitch(db, accountId, 'certificationEnabled');
}
