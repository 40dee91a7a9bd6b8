// Loaded when a signed-in person picks a language (use-save-language.ts): the top bar offers the choice on
// every page, but the contract's zod schemas are needed only once someone uses it, so they stay out of the
// first download.
export { ownAccountContracts } from '@slidewise/core';
