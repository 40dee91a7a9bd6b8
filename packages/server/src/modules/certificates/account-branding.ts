import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { designTokens, mediaIdOfReference } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';
import { readBranding } from '../account/branding-repo.ts';
import { originalKey } from '../media/media-keys.ts';
import { findReadyMedia } from '../media/repo.ts';

/** What a certificate (and a report's PDF) shows of the account that issues it. */
export interface AccountBranding {
  name: string;
  /** The logo's bytes as PNG, or null to print the account's name in its place. */
  logo: Uint8Array | null;
  /** The brand colour, as #rrggbb. */
  accentColor: string;
}

/** Tall enough to print sharp at the 56 points a logo is drawn at; small enough to keep the PDF light. */
const LOGO_HEIGHT_PX = 224;

/**
 * The account's branding from its settings (issue 14): its name, its accent colour (the spec's light accent
 * when it chose none) and its logo when it is an image uploaded to the account. A logo at a web address is
 * not fetched: the server would load any address an administrator typed (and wait on it) while drawing a
 * learner's certificate, so the account's name is printed instead.
 */
export async function accountBranding(context: Pick<AppContext, 'db' | 'storage'>, accountId: string): Promise<AccountBranding> {
  const { db } = context;
  const [[row], branding] = await Promise.all([
    db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)).limit(1),
    readBranding(db, accountId),
  ]);
  return {
    name: row?.name ?? '',
    logo: await uploadedLogo(context, accountId, branding.logoUrl),
    accentColor: branding.accentColor ?? designTokens.colors.light.accent.default,
  };
}

/** The uploaded logo as PNG (whatever image type was uploaded); null when there is none or it cannot be read. */
async function uploadedLogo({ db, storage }: Pick<AppContext, 'db' | 'storage'>, accountId: string, logoUrl: string) {
  const mediaId = mediaIdOfReference(logoUrl);
  if (!mediaId) return null;
  const item = await findReadyMedia(db, accountId, mediaId);
  if (!item?.mimeType?.startsWith('image/')) return null;
  const bytes = await storage.readSmall(originalKey(item));
  if (!bytes) return null;
  try {
    return new Uint8Array(await sharp(bytes).resize({ height: LOGO_HEIGHT_PX, withoutEnlargement: true }).png().toBuffer());
  } catch {
    // A file that no longer decodes prints the name rather than failing the certificate.
    return null;
  }
}

/** The account's plan (what gates the advanced certificate layouts), as stored. */
export async function accountPlanKind(db: Executor, accountId: string): Promise<string> {
  const [row] = await db.select({ planKind: accounts.planKind }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row?.planKind ?? '';
}
