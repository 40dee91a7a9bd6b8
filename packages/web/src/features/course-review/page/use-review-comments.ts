import type { ReviewComment, ReviewCommentCreateBody } from '@slidewise/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createReviewComment, listReviewComments, queryKeys, updateReviewComment } from '../../../api/index.ts';

export function useReviewComments(courseId: string) {
  return useQuery({ queryKey: queryKeys.course.reviewComments(courseId), queryFn: () => listReviewComments(courseId) });
}

/** Adds a comment and resolves or reopens one; the answer replaces the comment in the cached list. */
export function useReviewCommentActions(courseId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.course.reviewComments(courseId);
  const put = (comment: ReviewComment) =>
    queryClient.setQueryData<ReviewComment[]>(key, (list = []) =>
      list.some((item) => item.id === comment.id) ? list.map((item) => (item.id === comment.id ? comment : item)) : [...list, comment],
    );
  const add = useMutation({ mutationFn: (body: ReviewCommentCreateBody) => createReviewComment(courseId, body), onSuccess: put });
  const setResolved = useMutation({
    mutationFn: ({ id, resolved }: { id: string; resolved: boolean }) => updateReviewComment(courseId, id, { resolved }),
    onSuccess: put,
  });
  return { add, setResolved };
}
