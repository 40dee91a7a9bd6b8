import { certificateContracts } from '@slidewise/core';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../api/index.ts';

// Under 'learner': finishing a lesson refreshes what the learner holds.
export const certificateQueryKeys = {
  mine: ['learner', 'certificates'] as const,
  issued: (courseId: string) => ['learner', 'certificates', courseId] as const,
  verification: (code: string) => ['certificate-verification', code] as const,
};

/** The certificate of the learner's completion, issued on first ask; 404 until earned (the caller says so). */
export const useIssuedCertificate = (courseId: string, enabled: boolean) =>
  useQuery({
    queryKey: certificateQueryKeys.issued(courseId),
    queryFn: () => callContract(certificateContracts.issue, { params: { courseId } }),
    enabled,
  });

export const useMyCertificates = () =>
  useQuery({ queryKey: certificateQueryKeys.mine, queryFn: () => callContract(certificateContracts.learnerList, {}) });

/** Public: an unknown code is an answer for the page to show, not a failure to report. */
export const useCertificateVerification = (code: string) =>
  useQuery({
    queryKey: certificateQueryKeys.verification(code),
    queryFn: () => callContract(certificateContracts.verify, { params: { code } }, { handledStatuses: [404] }),
    retry: false,
  });

/** Where the PDF downloads from, in the interface's language when the certificate speaks it. */
export function certificatePdfPath(courseId: string, language: string): string {
  const printed = language.startsWith('es') ? 'es-ES' : 'en-US';
  return `/api/learner/courses/${encodeURIComponent(courseId)}/certificate.pdf?language=${printed}`;
}

export const verificationPath = (code: string) => `/certificates/${encodeURIComponent(code)}`;
