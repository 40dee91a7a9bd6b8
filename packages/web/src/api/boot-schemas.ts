// The contracts of the calls the shell itself makes (who am I, the account and plan, signing in and out)
// and the failure payload's schema. Loaded on first use through `bootSchemas()`, so zod is not part of the
// first download (bench/learner-bundle.ts); every page needs zod right after anyway.
export { accountInfoSchema, authContracts, errorPayloadSchema, planInfoSchema, userInfoSchema } from '@slidewise/core';
