// Account leaderboards (issue 16): the staff's /leaderboards and the learner's /learn/leaderboards.
export { LeaderboardsAdminPage, StaffStandingsPage } from './LeaderboardsAdminPage.tsx';
export { LearnerLeaderboardsPage, LearnerStandingsPage } from './LearnerLeaderboardsPage.tsx';
