// The schemas of the calls the shell itself makes (who am I, the account and plan, signing in, failure
// payloads). Loaded on first use through `bootSchemas()`, so zod is not part of the first download
// (bench/learner-bundle.ts): the request is already on the wire while they load, and every page needs
// zod anyway.
export {
  accountInfoSchema,
  errorPayloadSchema,
  magicLinkResponseSchema,
  planInfoSchema,
  sessionResponseSchema,
  userInfoSchema,
} from '@slidewise/core';
