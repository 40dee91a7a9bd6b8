// The facilitator's way in (issue 6): the "To moderate" overview, its page and the top bar's link.
export { ModerationOverview } from './ModerationOverview.tsx';
export { ModerationPage } from './ModerationPage.tsx';
