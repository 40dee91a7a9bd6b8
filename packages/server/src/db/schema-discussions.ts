// The tables of discussion posts, comments, assessment submissions and feedback (issue 6).
export {};
