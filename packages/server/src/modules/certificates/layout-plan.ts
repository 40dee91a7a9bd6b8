import { certificateLayoutSchema, planAllowsCertificateLayout } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { accountPlanKind } from './account-branding.ts';

/**
 * A course may take an advanced certificate layout only on a plan that has them (templates §6: the
 * upgrade prompt); anything else answers 403 plan_upgrade_required and the course is not saved.
 */
export async function assertCertificateLayoutAllowed(db: Executor, accountId: string, layout: string | undefined): Promise<void> {
  const chosen = certificateLayoutSchema.safeParse(layout).data;
  if (!chosen || planAllowsCertificateLayout(await accountPlanKind(db, accountId), chosen)) return;
  throw new HttpError(403, 'plan_upgrade_required', 'Advanced certificate layouts need an upgrade to the Pro plan.', { layout: chosen });
}
