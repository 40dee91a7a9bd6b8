// The contracts of the calls the shell itself makes (who am I, the account and plan, signing in and out)
// and the failure payload's schema. Loaded on first use through `bootSchemas()`, so zod is not part of the
// first download (bench/learner-bundle.ts). A call takes its path from its contract, so the shell's first
// call waits for this chunk, which every page needs right after anyway (cached on later visits).
export { accountContracts, authContracts, errorPayloadSchema } from '@slidewise/core';
