/** The most user groups an analytics report may be narrowed to at once (each is a filter of the query). */
export const MAX_USER_GROUP_FILTER = 50;
/** The learner report lists this many of the person's most recent attempts. */
export const LEARNER_REPORT_ATTEMPTS = 500;
