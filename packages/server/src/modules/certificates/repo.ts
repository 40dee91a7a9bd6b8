import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { accounts, certificates } from '../../db/schema.ts';
import { newCertificateCode } from './certificate-code.ts';

export type CertificateRow = typeof certificates.$inferSelect;

export interface CertificateIssue {
  accountId: string;
  userId: string;
  courseId: string;
  learnerName: string;
  courseTitle: string;
  /** The completion the certificate is for: one certificate per completion. */
  issuedAt: Date;
  /** For recurring training (the due-date rules compute it); null when it never expires. */
  expiresAt: Date | null;
  layout?: string;
}

const CODE_TRIES = 5;

/**
 * The certificate of this completion: issued now if it was not yet, else the one issued before (same
 * code, same words). Shared with the due-date work, which issues certificates that expire.
 */
export async function issueCertificate(db: Executor, issue: CertificateIssue): Promise<CertificateRow> {
  for (let tries = 0; tries < CODE_TRIES; tries++) {
    const existing = await certificateOfCompletion(db, issue);
    if (existing) return existing;
    try {
      const [row] = await db
        .insert(certificates)
        .values({ ...issue, code: newCertificateCode() })
        .onConflictDoNothing({ target: [certificates.userId, certificates.courseId, certificates.issuedAt] })
        .returning();
      if (row) return row;
    } catch (error) {
      // Another certificate drew the same code: draw again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('Could not issue a certificate with a unique code.');
}

async function certificateOfCompletion(db: Executor, issue: Pick<CertificateIssue, 'userId' | 'courseId' | 'issuedAt'>) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, issue.userId), eq(certificates.courseId, issue.courseId), eq(certificates.issuedAt, issue.issuedAt)))
    .limit(1);
  return row;
}

export async function certificatesOfUser(db: Executor, accountId: string, userId: string) {
  return db
    .select()
    .from(certificates)
    .where(and(eq(certificates.accountId, accountId), eq(certificates.userId, userId)))
    .orderBy(desc(certificates.issuedAt));
}

/** The certificate of the code, with the name of the account that issued it. */
export async function certificateByCode(db: Executor, code: string) {
  const [row] = await db
    .select({ certificate: certificates, accountName: accounts.name })
    .from(certificates)
    .innerJoin(accounts, eq(accounts.id, certificates.accountId))
    .where(eq(certificates.code, code))
    .limit(1);
  return row;
}
