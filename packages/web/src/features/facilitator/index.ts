export { DiscussionPostsPage } from './DiscussionPostsPage.tsx';
export { AssignmentSubmissionsPage } from './AssignmentSubmissionsPage.tsx';
