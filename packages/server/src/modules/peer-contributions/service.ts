import {
  peerLearningSlideTypes,
  plainText,
  type ContributionStatus,
  type PeerContribution,
  type PeerContributionListQuery,
  type PeerContributionListResponse,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { findContribution, listContributions, saveReview, type ContributionRow } from './repo.ts';

const read = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the slide asked: peer-authoring's title, else the question's text. */
function promptOf(row: ContributionRow): string {
  if (row.slideType === 'peer-authoring') return textOf(read(row.slideData, 'title'));
  return plainText(textOf(read(read(row.slideData, 'question'), 'content')));
}

/** A stored file of our origin the learner shared, never an address from their answer that leaves it. */
function mediaOf(answers: unknown): { mediaUrl: string | null; mimeType: string | null } {
  const url = read(answers, 'url');
  const mimeType = read(answers, 'mimeType');
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return { mediaUrl: null, mimeType: null };
  return { mediaUrl: url, mimeType: typeof mimeType === 'string' ? mimeType : null };
}

function statusOf(row: ContributionRow): ContributionStatus {
  if (row.review) return row.review;
  return row.requiresApproval ? 'to-review' : 'shown';
}

function present(row: ContributionRow): PeerContribution {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;
  return {
    attemptId: row.attemptId,
    slideId: row.slideId,
    slideType: peerLearningSlideTypes.find((type) => type === row.slideType) ?? 'contribution',
    prompt: promptOf(row),
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    lessonId: row.lessonId,
    lessonTitle: row.lessonTitle,
    learner: { id: row.learnerId, name },
    text: textOf(read(row.answers, 'text')).trim(),
    ...mediaOf(row.answers),
    answeredAt: row.answeredAt,
    requiresApproval: row.requiresApproval,
    status: statusOf(row),
  };
}

/** Spec §2 /peer-authoring: the contributions page's calls. */
export function createPeerContributionService({ db, clock }: AppContext) {
  async function review(user: SignedInUser, attemptId: string, slideId: string, status: 'approved' | 'removed'): Promise<PeerContribution> {
    // Another account's contribution, or none, is the same 404.
    const found = isRowId(attemptId) ? await findContribution(db, user.accountId, attemptId, slideId) : undefined;
    if (!found) throw notFound('There is no such contribution.');
    await saveReview(db, { accountId: user.accountId, attemptId, slideId, status, reviewedBy: user.id, now: clock() });
    return present({ ...found, review: status });
  }

  return {
    async list(user: SignedInUser, query: PeerContributionListQuery): Promise<PeerContributionListResponse> {
      const { rows, totalCount } = await listContributions(db, user.accountId, query);
      return { items: rows.map(present), totalCount, currentPage: query.page };
    },
    approve: (user: SignedInUser, attemptId: string, slideId: string) => review(user, attemptId, slideId, 'approved'),
    remove: (user: SignedInUser, attemptId: string, slideId: string) => review(user, attemptId, slideId, 'removed'),
  };
}
