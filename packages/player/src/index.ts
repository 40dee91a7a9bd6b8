// The slide renderers and the lesson player shell arrive with the learner-side issue.
export {};
