import type { DiscussionComment, FeedbackBody } from '@slidewise/core';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  addFeedback,
  addSubmissionComment,
  getSubmission,
  listSubmissionComments,
  listSubmissions,
  updateFeedback,
  type SubmissionFilters,
} from '../../assessment/index.ts';
import { deleteComment, updateComment } from '../../discussion/index.ts';
import { POSTS_PAGE_SIZE } from '../threads/page-sizes.ts';
import { THREAD_PAGE_SIZE } from '../threads/post-list-state.ts';
import type { LoadStatus } from '../threads/use-post-list.ts';
import { initialSubmissionListState, submissionListReducer } from './submission-list-state.ts';

/** An assessment's submissions for the given filters, page by page, with feedback and comment threads. */
export function useSubmissionList(assessmentId: string, filters: SubmissionFilters) {
  const [state, dispatch] = useReducer(submissionListReducer, initialSubmissionListState);
  const [status, setStatus] = useState<LoadStatus>({ kind: 'loading' });
  const stateRef = useRef(state);
  stateRef.current = state;
  const { status: statusFilter, created } = filters;
  // A newer filter's answer must not be overwritten by an older, slower one.
  const generation = useRef(0);

  const loadFirst = useCallback(async () => {
    const mine = ++generation.current;
    setStatus({ kind: 'loading' });
    try {
      const page = await listSubmissions(assessmentId, 1, POSTS_PAGE_SIZE, { status: statusFilter, created });
      if (mine !== generation.current) return;
      dispatch({ type: 'submissionsLoaded', page });
      setStatus({ kind: 'ready' });
    } catch (error) {
      if (mine === generation.current) setStatus({ kind: 'failed', error });
    }
  }, [assessmentId, statusFilter, created]);

  useEffect(() => {
    void loadFirst();
  }, [loadFirst]);

  /** The server decides the submission's status and score from its feedback: read it again. */
  const refresh = async (submissionId: string) => {
    dispatch({ type: 'submissionChanged', submission: await getSubmission(assessmentId, submissionId) });
  };

  return {
    state,
    status,
    reload: loadFirst,
    async loadMore() {
      const mine = generation.current;
      const page = await listSubmissions(assessmentId, stateRef.current.submissions.currentPage + 1, POSTS_PAGE_SIZE, {
        status: statusFilter,
        created,
      });
      if (mine === generation.current) dispatch({ type: 'submissionsLoaded', page });
    },
    async giveFeedback(submissionId: string, body: FeedbackBody) {
      await addFeedback(assessmentId, submissionId, body);
      await refresh(submissionId);
    },
    async editFeedback(submissionId: string, feedbackId: string, body: FeedbackBody) {
      await updateFeedback(assessmentId, submissionId, feedbackId, body);
      await refresh(submissionId);
    },
    async loadComments(submissionId: string) {
      const thread = stateRef.current.threads[submissionId];
      const page = thread ? thread.currentPage + 1 : 1;
      dispatch({
        type: 'commentsLoaded',
        submissionId,
        page: await listSubmissionComments(assessmentId, submissionId, page, THREAD_PAGE_SIZE),
      });
    },
    async addComment(submissionId: string, content: string) {
      dispatch({ type: 'commentAdded', submissionId, comment: await addSubmissionComment(assessmentId, submissionId, content) });
    },
    async editComment(submissionId: string, comment: DiscussionComment, content: string) {
      dispatch({ type: 'commentEdited', submissionId, comment: await updateComment(comment.id, content) });
    },
    async deleteComment(submissionId: string, comment: DiscussionComment) {
      await deleteComment(comment.id);
      dispatch({ type: 'commentDeleted', submissionId, commentId: comment.id });
    },
  };
}

export type SubmissionListController = ReturnType<typeof useSubmissionList>;
