import {
  peerContributionContracts,
  type ContributionStatus,
  type PeerContribution,
  type PeerContributionListResponse,
} from '@slidewise/core';
import { callContract } from './call-contract.ts';

// Spec §2 /peer-authoring: the contributions page's calls; the page shows their failures itself.

export function listPeerContributions(status: ContributionStatus | undefined): Promise<PeerContributionListResponse> {
  return callContract(peerContributionContracts.list, { query: { pageSize: 100, ...(status ? { status } : {}) } }, { silent: true });
}

export function approvePeerContribution(attemptId: string, slideId: string): Promise<PeerContribution> {
  return callContract(peerContributionContracts.approve, { params: { attemptId, slideId } }, { silent: true });
}

export function removePeerContribution(attemptId: string, slideId: string): Promise<PeerContribution> {
  return callContract(peerContributionContracts.remove, { params: { attemptId, slideId } }, { silent: true });
}
