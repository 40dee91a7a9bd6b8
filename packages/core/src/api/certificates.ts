import { z } from 'zod';
import { isoDateTimeSchema } from './domain.ts';
import { localeSchema } from '../enums/locales.ts';

// Certificates (issue 16): issued once per completion, each with a verification code anyone may check at
// `/certificates/{code}` without signing in. The record keeps what the certificate says (the learner's
// name and the course's title when it was issued), so a later rename never changes a certificate.

/** Verification codes: 12 characters of an alphabet without look-alikes (0/O, 1/I/L). */
export const CERTIFICATE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CERTIFICATE_CODE_LENGTH = 12;

// Case is ignored when checking a code read aloud or typed by hand; anything else names no certificate
// and answers the same 404 as an unknown code.
export const certificateCodeSchema = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().length(CERTIFICATE_CODE_LENGTH));

export const certificateCodeParamsSchema = z.object({ code: z.string().max(100) });

/** A certificate as the learner holds it. */
export const issuedCertificateSchema = z.object({
  code: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  learnerName: z.string(),
  issuedAt: isoDateTimeSchema,
  /** Set for recurring training: the certificate stops being valid then. */
  expiresAt: isoDateTimeSchema.nullable(),
});
export type IssuedCertificate = z.infer<typeof issuedCertificateSchema>;

export const learnerCertificateListResponseSchema = z.object({ items: z.array(issuedCertificateSchema) });
export type LearnerCertificateListResponse = z.infer<typeof learnerCertificateListResponseSchema>;

/** GET /api/certificates/{code}: only what the certificate itself says, and whether it is still valid. */
export const certificateVerificationSchema = z.object({
  code: z.string(),
  learnerName: z.string(),
  courseTitle: z.string(),
  accountName: z.string(),
  issuedAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema.nullable(),
  status: z.enum(['valid', 'expired']),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** GET /api/learner/courses/{courseId}/certificate.pdf: the language its words are printed in (default en-US). */
export const certificatePdfQuerySchema = z.object({ language: localeSchema.optional() });
export type CertificatePdfQuery = z.infer<typeof certificatePdfQuerySchema>;
