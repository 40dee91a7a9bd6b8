export { VirtualClassroomPage } from './VirtualClassroomPage.tsx';
// The conference calls, for the learner's conference page.
export * from './data/conferences-api.ts';
