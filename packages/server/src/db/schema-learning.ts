// The tables of learner attempts, per-slide results, stars and leaderboards (issue 5).
export {};
