import { moderators } from './roles.ts';

/**
 * Learners' contributions to peer-learning slides (issue 13, spec §2 /peer-authoring): those who moderate
 * the account's discussions review them too — list, approve where a lesson requires approval, remove.
 */
export const peerContributionRoles = {
  review: moderators,
} as const;
