import { z } from 'zod';
import { learnerCourseParamsSchema } from '../api/learner.ts';
import {
  certificateCodeParamsSchema,
  certificatePdfQuerySchema,
  certificateVerificationSchema,
  issuedCertificateSchema,
  learnerCertificateListResponseSchema,
} from '../api/certificates.ts';
import { defineContract } from './define.ts';

const tags = ['certificates'];

/** Certificates (issue 16): the learner's, as records and as PDF, and the public verification of a code. */
export const certificateContracts = {
  learnerList: defineContract({
    method: 'GET',
    path: '/api/learner/certificates',
    permission: 'learning.play',
    tags,
    summary: "The learner's certificates, newest first",
    responses: { 200: learnerCertificateListResponseSchema },
  }),
  issue: defineContract({
    method: 'POST',
    path: '/api/learner/courses/:courseId/certificate',
    permission: 'learning.play',
    tags,
    summary: 'The certificate of this completion, issued the first time it is asked for (404 unless earned)',
    params: learnerCourseParamsSchema,
    responses: { 200: issuedCertificateSchema },
  }),
  pdf: defineContract({
    method: 'GET',
    path: '/api/learner/courses/:courseId/certificate.pdf',
    permission: 'learning.play',
    tags,
    summary: 'The certificate as a PDF (application/pdf), issued if it was not yet (404 unless earned)',
    params: learnerCourseParamsSchema,
    query: certificatePdfQuerySchema,
    responses: { 200: z.instanceof(Uint8Array).describe('application/pdf') },
  }),
  verify: defineContract({
    method: 'GET',
    path: '/api/certificates/:code',
    permission: 'public',
    tags,
    summary: 'What a certificate says, for anyone holding its code; an unknown code answers 404',
    params: certificateCodeParamsSchema,
    responses: { 200: certificateVerificationSchema },
  }),
};
