// One contract per endpoint (DESIGN.md), grouped by area. `allContracts` lists every one, so the server
// registers and guards them and the generic tests (sign-in, roles, fuzz, tenancy) iterate them.
export * from './define.ts';
export * from './account.ts';
export * from './auth.ts';
export * from './courses.ts';
export * from './lessons.ts';
export * from './lesson-authoring.ts';
export * from './slide-templates.ts';
export * from './learner.ts';
export * from './course-results.ts';
export * from './health.ts';
export * from './package-origin.ts';
export * from './packages.ts';
export * from './users.ts';
export * from './user-groups.ts';
export * from './invite-codes.ts';
export * from './people.ts';
export * from './invitations.ts';
export * from './own-account.ts';
export * from './tags.ts';
export * from './topics.ts';
export * from './public-details.ts';
export * from './review-comments.ts';
import { accountContracts } from './account.ts';
import { authContracts } from './auth.ts';
export * from './activity-settings.ts';
export * from './activity-lessons.ts';
export * from './discussions.ts';
export * from './comments.ts';
export * from './assessments.ts';
export * from './observations.ts';
export * from './conferences.ts';
export * from './group-training.ts';
export * from './media.ts';
export * from './analytics.ts';
export * from './analytics-courses.ts';
export * from './public-site.ts';
export * from './peer-contributions.ts';
export * from './due-dates.ts';
export * from './notifications.ts';
export * from './playlists.ts';
export * from './course-collections.ts';
export * from './leaderboards.ts';
export * from './certificates.ts';
export * from './account-settings.ts';
export * from './platform.ts';
export * from './course-ratings.ts';
export * from './narration.ts';
export * from './course-translations.ts';
export * from './analytics-overview.ts';
export * from './documents.ts';
export * from './course-library.ts';
export * from './ai-generation.ts';
import { assessmentContracts } from './assessments.ts';
import { commentContracts } from './comments.ts';
import { conferenceContracts } from './conferences.ts';
import { courseContracts } from './courses.ts';
import { lessonContracts } from './lessons.ts';
import { lessonAuthoringContracts } from './lesson-authoring.ts';
import { slideTemplateContracts } from './slide-templates.ts';
import { learnerContracts } from './learner.ts';
import { courseRatingContracts } from './course-ratings.ts';
import { narrationContracts } from './narration.ts';
import { courseTranslationContracts } from './course-translations.ts';
import { courseResultsContracts } from './course-results.ts';
import type { AnyContract } from './define.ts';
import { healthContracts } from './health.ts';
import { packageOriginContracts } from './package-origin.ts';
import { userContracts } from './users.ts';
import { userGroupContracts } from './user-groups.ts';
import { inviteCodeContracts } from './invite-codes.ts';
import { peopleContracts } from './people.ts';
import { invitationContracts } from './invitations.ts';
import { ownAccountContracts } from './own-account.ts';
import { tagContracts } from './tags.ts';
import { topicContracts } from './topics.ts';
import { publicDetailContracts } from './public-details.ts';
import { reviewCommentContracts } from './review-comments.ts';
import { discussionContracts } from './discussions.ts';
import { groupTrainingContracts } from './group-training.ts';
import { observationContracts } from './observations.ts';
import { mediaContracts } from './media.ts';
import { analyticsContracts } from './analytics.ts';
import { analyticsCoursesContracts } from './analytics-courses.ts';
import { publicSiteContracts } from './public-site.ts';
import { peerContributionContracts } from './peer-contributions.ts';
import { packageContracts } from './packages.ts';
import { dueDateContracts, testClockContracts } from './due-dates.ts';
import { notificationContracts } from './notifications.ts';
import { playlistContracts } from './playlists.ts';
import { courseCollectionContracts } from './course-collections.ts';
import { leaderboardContracts } from './leaderboards.ts';
import { certificateContracts } from './certificates.ts';
import { accountSettingsContracts } from './account-settings.ts';
import { platformContracts } from './platform.ts';
import { analyticsOverviewContracts } from './analytics-overview.ts';
import { documentContracts } from './documents.ts';
import { courseLibraryContracts } from './course-library.ts';
import { aiGenerationContracts } from './ai-generation.ts';

export const allContracts: readonly AnyContract[] = [
  ...Object.values(courseContracts),
  ...Object.values(lessonContracts),
  ...Object.values(lessonAuthoringContracts),
  ...Object.values(slideTemplateContracts),
  ...Object.values(learnerContracts),
  ...Object.values(courseResultsContracts),
  ...Object.values(healthContracts),
  ...Object.values(packageOriginContracts),
  ...Object.values(authContracts),
  ...Object.values(accountContracts),
  ...Object.values(userContracts),
  ...Object.values(userGroupContracts),
  ...Object.values(inviteCodeContracts),
  ...Object.values(peopleContracts),
  ...Object.values(invitationContracts),
  ...Object.values(ownAccountContracts),
  ...Object.values(tagContracts),
  ...Object.values(topicContracts),
  ...Object.values(publicDetailContracts),
  ...Object.values(reviewCommentContracts),
  ...Object.values(discussionContracts),
  ...Object.values(commentContracts),
  ...Object.values(assessmentContracts),
  ...Object.values(observationContracts),
  ...Object.values(conferenceContracts),
  ...Object.values(groupTrainingContracts),
  ...Object.values(mediaContracts),
  ...Object.values(analyticsContracts),
  ...Object.values(analyticsCoursesContracts),
  ...Object.values(publicSiteContracts),
  ...Object.values(peerContributionContracts),
  ...Object.values(packageContracts),
  ...Object.values(dueDateContracts),
  ...Object.values(notificationContracts),
  // Registered by test servers only (TEST_CLOCK=true); listed so its permission is known.
  ...Object.values(testClockContracts),
  ...Object.values(playlistContracts),
  ...Object.values(courseCollectionContracts),
  ...Object.values(leaderboardContracts),
  ...Object.values(certificateContracts),
  ...Object.values(accountSettingsContracts),
  ...Object.values(platformContracts),
  ...Object.values(courseRatingContracts),
  ...Object.values(narrationContracts),
  ...Object.values(courseTranslationContracts),
  ...Object.values(analyticsOverviewContracts),
  ...Object.values(documentContracts),
  ...Object.values(courseLibraryContracts),
  ...Object.values(aiGenerationContracts),
];
