import { z } from 'zod';
import {
  aiccSessionResponseSchema,
  contentPackageSchema,
  hacpBodySchema,
  packageImportBodySchema,
  packageRuntimeBodySchema,
  packageRuntimeParamsSchema,
  packageRuntimeSchema,
} from '../api/packages.ts';
import { defineContract } from './define.ts';

const tags = ['packages'];

/** Issue 13: SCORM and AICC packages imported from uploaded zips, and what each learner's sitting stores. */
export const packageContracts = {
  importPackage: defineContract({
    method: 'POST',
    path: '/api/packages',
    permission: 'lesson.edit',
    tags,
    summary: 'Unpack an uploaded SCORM or AICC zip into a package a slide can play',
    description:
      'Checks the zip whole (imsmanifest.xml at the root, its default organisation and launch page; or the AICC .crs, .au, .des and .cst files; no unsafe paths, links, more than 10 000 entries or zip bombs) and unpacks it. A refusal answers 400 with a package_* code, the values it names in details, and its message in the language of Accept-Language (en-US or es-ES).',
    body: packageImportBodySchema,
    responses: { 201: contentPackageSchema },
  }),
  runtime: defineContract({
    method: 'GET',
    path: '/api/learner/attempts/:attemptId/packages/:slideId/runtime',
    permission: 'learning.play',
    tags,
    summary: "What the package of a SCORM slide stored in this attempt (the learner's own): resumes a sitting on any device",
    params: packageRuntimeParamsSchema,
    responses: { 200: packageRuntimeSchema },
  }),
  putRuntime: defineContract({
    method: 'PUT',
    path: '/api/learner/attempts/:attemptId/packages/:slideId/runtime',
    permission: 'learning.play',
    tags,
    summary: "Store the package's data-model values after a commit (location, suspend data, score, status, session time, interactions)",
    params: packageRuntimeParamsSchema,
    body: packageRuntimeBodySchema,
    responses: { 200: packageRuntimeSchema },
  }),
  startAiccSession: defineContract({
    method: 'POST',
    path: '/api/learner/attempts/:attemptId/packages/:slideId/aicc-session',
    permission: 'learning.play',
    tags,
    summary: 'Start one launch of an AICC unit: the HACP session id and address it is launched with',
    params: packageRuntimeParamsSchema,
    responses: { 201: aiccSessionResponseSchema },
  }),
  hacp: defineContract({
    method: 'POST',
    path: '/api/aicc/hacp',
    // The session id in the body is the authority (a launch's own token, expiring); no cookie is read.
    permission: 'public',
    tags,
    summary: 'AICC HACP: GetParam, PutParam and ExitAU from a launched unit (form-encoded; answers text/plain)',
    body: hacpBodySchema,
    responses: { 200: z.string() },
  }),
};
