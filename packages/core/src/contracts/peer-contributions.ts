import {
  peerContributionListQuerySchema,
  peerContributionListResponseSchema,
  peerContributionParamsSchema,
  peerContributionSchema,
} from '../api/peer-contributions.ts';
import { defineContract } from './define.ts';

const tags = ['peer contributions'];

/** Spec §2 /peer-authoring: the account's contributions to peer-learning slides, reviewed by moderators. */
export const peerContributionContracts = {
  list: defineContract({
    method: 'GET',
    path: '/api/peer-contributions',
    permission: 'peerContribution.review',
    tags,
    summary: "The account's contributions to peer-learning slides, newest first, optionally in one state",
    query: peerContributionListQuerySchema,
    responses: { 200: peerContributionListResponseSchema },
  }),
  approve: defineContract({
    method: 'POST',
    path: '/api/peer-contributions/:attemptId/:slideId/approve',
    permission: 'peerContribution.review',
    tags,
    summary: "Show a contribution to the learner's peers (also undoes a removal)",
    params: peerContributionParamsSchema,
    responses: { 200: peerContributionSchema },
  }),
  remove: defineContract({
    method: 'POST',
    path: '/api/peer-contributions/:attemptId/:slideId/remove',
    permission: 'peerContribution.review',
    tags,
    summary: "Hide a contribution from the learner's peers; the learner's own answer and score are kept",
    params: peerContributionParamsSchema,
    responses: { 200: peerContributionSchema },
  }),
};
