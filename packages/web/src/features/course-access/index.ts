// Who can see a course (spec §6: universal access or named user groups), shared by the course editor and
// the lesson editor's publish dialog.
export { AudienceFix } from './AudienceFix.tsx';
export { CourseAudience, useAudienceWords } from './CourseAudience.tsx';
export { audienceOf, isLiveButUnseen, type Audience, type CourseAccess } from './course-audience.ts';
