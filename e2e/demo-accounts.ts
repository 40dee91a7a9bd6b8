// The people and course the demo seed makes, as the specs sign in and look for them.
export const DEMO_PASSWORD = 'slidewise-demo';
export const DEMO_OWNER = 'owner@demo.slidewise.dev';
export const DEMO_LEARNER = 'learner1@demo.slidewise.dev';
export const DEMO_LEARNER_NAME = 'Lee Learner';
export const DEMO_FACILITATOR = 'facilitator@demo.slidewise.dev';
export const SAMPLE_COURSE = 'Welcome to Slidewise';
