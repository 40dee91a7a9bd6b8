import type { AppContext } from '../../context.ts';

/** Templates §6 names a "notification centre" feature flag: the centre answers only while it is on. */
export async function notificationCentreEnabled(flags: AppContext['flags'], accountId: string): Promise<boolean> {
  return flags.isOn(accountId, 'notification-centre');
}
