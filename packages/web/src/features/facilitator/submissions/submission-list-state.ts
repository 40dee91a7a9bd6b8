import {
  addThreadComment,
  emptyPagedList,
  receiveListPage,
  receiveThreadComments,
  removeListItem,
  replaceListItem,
  type CommentPage,
  type DiscussionComment,
  type PagedList,
  type Submission,
} from '@slidewise/core';

export interface SubmissionListState {
  submissions: PagedList<Submission>;
  /** The comment threads opened so far, oldest first, by submission id. */
  threads: Readonly<Record<string, PagedList<DiscussionComment>>>;
}

export type SubmissionListAction =
  | { type: 'submissionsLoaded'; page: PagedList<Submission> }
  | { type: 'submissionChanged'; submission: Submission }
  | { type: 'commentsLoaded'; submissionId: string; page: CommentPage }
  | { type: 'commentAdded'; submissionId: string; comment: DiscussionComment }
  | { type: 'commentEdited'; submissionId: string; comment: DiscussionComment }
  | { type: 'commentDeleted'; submissionId: string; commentId: string };

export const initialSubmissionListState: SubmissionListState = { submissions: emptyPagedList(), threads: {} };

/** Core's list rules (authoring §4) applied to submissions and their comment threads. */
export function submissionListReducer(state: SubmissionListState, action: SubmissionListAction): SubmissionListState {
  switch (action.type) {
    case 'submissionsLoaded':
      return {
        submissions: receiveListPage(state.submissions, action.page),
        threads: action.page.currentPage <= 1 ? {} : state.threads,
      };
    case 'submissionChanged':
      return { ...state, submissions: replaceListItem(state.submissions, action.submission) };
    case 'commentsLoaded':
      return withThread(state, action.submissionId, (thread) => receiveThreadComments(thread, action.page));
    case 'commentAdded':
      return withCount(
        withThread(state, action.submissionId, (thread) => addThreadComment(thread, action.comment)),
        action.submissionId,
        +1,
      );
    case 'commentEdited':
      return withThread(state, action.submissionId, (thread) => replaceListItem(thread, action.comment));
    case 'commentDeleted': {
      const before = state.threads[action.submissionId];
      const next = withThread(state, action.submissionId, (thread) => removeListItem(thread, action.commentId));
      return before?.items.some((comment) => comment.id === action.commentId) ? withCount(next, action.submissionId, -1) : next;
    }
  }
}

function withThread(
  state: SubmissionListState,
  submissionId: string,
  change: (thread: PagedList<DiscussionComment>) => PagedList<DiscussionComment>,
): SubmissionListState {
  return { ...state, threads: { ...state.threads, [submissionId]: change(state.threads[submissionId] ?? emptyPagedList()) } };
}

/** The submission's comment count follows its thread, never below 0 (authoring §4). */
function withCount(state: SubmissionListState, submissionId: string, change: number): SubmissionListState {
  const submission = state.submissions.items.find((item) => item.id === submissionId);
  if (!submission) return state;
  return {
    ...state,
    submissions: replaceListItem(state.submissions, { ...submission, commentCount: Math.max(0, submission.commentCount + change) }),
  };
}
