// Certificates (issue 16): issued once per completion, as a record and a PDF, verified by code in public.
import {
  certificateCodeSchema,
  certificateLayoutSchema,
  planAllowsCertificateLayout,
  type CertificateVerification,
  type IssuedCertificate,
  type LearnerCertificateListResponse,
  type Locale,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { certificateExpiryOf } from '../due-dates/certificate-expiry.ts';
import { createLearnerViews } from '../learner/learner-views.ts';
import { createLearnerService } from '../learner/service.ts';
import { accountBranding, accountPlanKind } from './account-branding.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { certificateWords } from './certificate-words.ts';
import { certificateByCode, certificatesOfUser, issueCertificate, type CertificateRow } from './repo.ts';

const certificateNotFound = () => notFound('No certificate has this code.');

function present(row: CertificateRow): IssuedCertificate {
  return {
    code: row.code,
    courseId: row.courseId ?? '',
    courseTitle: row.courseTitle,
    learnerName: row.learnerName,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export function createCertificateService(context: AppContext) {
  const { db, clock, config } = context;
  const learner = createLearnerService(context, createLearnerViews(context));
  const verificationUrl = (code: string) => `${config.publicUrl.replace(/\/$/, '')}/certificates/${code}`;

  /** The certificate of the learner's completion of the course (404 unless earned), issued if not yet. */
  async function issue(user: SignedInUser, courseId: string): Promise<CertificateRow> {
    // Reading the course records a completion not yet recorded, so the certificate's date is the completion's.
    const course = await learner.course(user, courseId);
    const earned = await learner.certificate(user, courseId);
    // The course's layout, unless the plan no longer has it (a downgrade since it was chosen): then the standard one.
    const chosen = course.completionCriteria.certificate.layout ?? 'standard';
    const layout = planAllowsCertificateLayout(await accountPlanKind(db, user.accountId), chosen) ? chosen : 'standard';
    return issueCertificate(db, {
      accountId: user.accountId,
      userId: user.id,
      courseId,
      learnerName: earned.learnerName,
      courseTitle: earned.courseTitle,
      issuedAt: new Date(earned.completedAt),
      // Recurring training holds until it is due again (issue 16); other courses' certificates never expire.
      expiresAt: await certificateExpiryOf(db, user, courseId),
      layout,
    });
  }

  return {
    issue: async (user: SignedInUser, courseId: string) => present(await issue(user, courseId)),

    async pdf(user: SignedInUser, courseId: string, language: Locale | undefined): Promise<{ bytes: Uint8Array; fileName: string }> {
      const row = await issue(user, courseId);
      const bytes = await renderCertificatePdf(
        {
          learnerName: row.learnerName,
          courseTitle: row.courseTitle,
          issuedAt: row.issuedAt,
          expiresAt: row.expiresAt,
          code: row.code,
          verificationUrl: verificationUrl(row.code),
          words: certificateWords(language),
          layout: certificateLayoutSchema.safeParse(row.layout).data ?? 'standard',
        },
        await accountBranding(context, user.accountId),
      );
      return { bytes, fileName: `certificate-${row.code}.pdf` };
    },

    async list(user: SignedInUser): Promise<LearnerCertificateListResponse> {
      return { items: (await certificatesOfUser(db, user.accountId, user.id)).map(present) };
    },

    /** Public: what the certificate says and whether it still holds; nothing else about anyone. */
    async verify(rawCode: string): Promise<CertificateVerification> {
      const code = certificateCodeSchema.safeParse(rawCode);
      if (!code.success) throw certificateNotFound();
      const found = await certificateByCode(db, code.data);
      if (!found) throw certificateNotFound();
      const { certificate } = found;
      return {
        code: certificate.code,
        learnerName: certificate.learnerName,
        courseTitle: certificate.courseTitle,
        accountName: found.accountName,
        issuedAt: certificate.issuedAt.toISOString(),
        expiresAt: certificate.expiresAt?.toISOString() ?? null,
        status: certificate.expiresAt && certificate.expiresAt <= clock() ? 'expired' : 'valid',
      };
    },
  };
}
