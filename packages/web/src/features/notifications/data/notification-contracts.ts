// Loaded on first use (notifications-api.ts): the bell asks on every page of a signed-in visit, and its
// contracts' zod schemas are not needed until the answer arrives, so they stay out of the first download.
export { notificationContracts } from '@slidewise/core';
