import { courseCreators, courseStaff } from './roles.ts';

/**
 * Account leaderboards (issue 16): set up and ended by those who run the account's courses; course staff
 * see every board's standings. Learners see the boards they take part in through the learner API.
 */
export const leaderboardRoles = {
  read: courseStaff,
  manage: courseCreators,
} as const;
