// The typed client: one function per API call, over the spec's request facilities.
export { ApiError, isApiError, NETWORK_FAILURE_STATUS } from './api-error.ts';
export { onApiFailure, type ApiFailure } from './failure-listener.ts';
export {
  authenticatedDelete,
  authenticatedGet,
  authenticatedPatch,
  authenticatedPost,
  authenticatedPut,
  publicGet,
  publicPost,
  type RequestOptions,
} from './http.ts';
export { signIn, signOut, signUp, requestMagicLink, verifyMagicLink } from './auth.ts';
export { getAccount, getMe, getPlan } from './account.ts';
export { callContract } from './call-contract.ts';
export * from './courses.ts';
export * from './lessons.ts';
export * from './tags.ts';
export * from './topics.ts';
export * from './user-groups.ts';
export * from './users.ts';
export * from './public-details.ts';
export * from './review-comments.ts';
export * from './lesson-updates.ts';
export * from './lesson-authoring.ts';
export * from './media.ts';
export * from './peer-contributions.ts';
export { queryKeys } from './query-keys.ts';
export { createQueryClient } from './query-client.ts';
export { apiErrorMessage } from './api-error-message.ts';
export { aiErrorMessage, aiFailureText, tokensText } from './ai-error-message.ts';
