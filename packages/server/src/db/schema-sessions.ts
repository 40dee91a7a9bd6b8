// The tables of observations, conferences and group training sessions (issue 6).
export {};
