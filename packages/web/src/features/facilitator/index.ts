export { DiscussionPostsPage } from './DiscussionPostsPage.tsx';
export { AssignmentSubmissionsPage } from './AssignmentSubmissionsPage.tsx';
// The post list and comment threads, for the learner's discussion and assessment pages.
export { PostList } from './threads/PostList.tsx';
export { usePostList } from './threads/use-post-list.ts';
export { CommentThread } from './threads/CommentThread.tsx';
export { RichTextComposer } from './threads/RichTextComposer.tsx';
export { ActivityHtml } from './threads/ActivityHtml.tsx';
export { formatDateTime } from '../../i18n/format-date.ts';
