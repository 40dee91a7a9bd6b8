export { DiscussionPage } from './DiscussionPage.tsx';
