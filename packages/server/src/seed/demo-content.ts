import type { CourseStatus, LessonKind, RoleIdentifier } from '@slidewise/core';

export const DEMO_ACCOUNT_NAME = 'Slidewise Demo';
export const DEMO_OWNER_EMAIL = 'owner@demo.slidewise.dev';
export const DEMO_PASSWORD = 'slidewise-demo';

export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  roles: RoleIdentifier[];
}

export const demoPeople: readonly DemoPerson[] = [
  { email: DEMO_OWNER_EMAIL, firstName: 'Olivia', lastName: 'Owner', roles: ['account-owner'] },
  { email: 'author@demo.slidewise.dev', firstName: 'Arthur', lastName: 'Author', roles: ['content-author'] },
  { email: 'facilitator@demo.slidewise.dev', firstName: 'Fatima', lastName: 'Facilitator', roles: ['facilitator'] },
  { email: 'learner1@demo.slidewise.dev', firstName: 'Lee', lastName: 'Learner', roles: ['app-user'] },
  { email: 'learner2@demo.slidewise.dev', firstName: 'Lina', lastName: 'Learner', roles: ['app-user'] },
];

export const demoUserGroups: readonly { name: string; memberEmails: string[] }[] = [
  { name: 'Sales team', memberEmails: ['learner1@demo.slidewise.dev'] },
  { name: 'Support team', memberEmails: ['learner2@demo.slidewise.dev'] },
];

export interface DemoCourse {
  title: string;
  description: string;
  courseStatus: CourseStatus;
  lessons: { kind: LessonKind; title: string; description: string; isPublished: boolean }[];
}

// Listed oldest first: the list shows newest first, so the welcome course tops a new account's home page.
export const demoCourses: readonly DemoCourse[] = [
  {
    title: 'Customer conversations (draft)',
    description: 'Work in progress: greeting, listening and closing a conversation well.',
    courseStatus: 'Draft',
    lessons: [],
  },
  {
    title: 'Welcome to Slidewise',
    description: 'A short tour: what microlearning is, how a lesson plays, and how to build your own.',
    courseStatus: 'Published',
    lessons: [
      { kind: 'Lesson', title: 'What is microlearning?', description: 'Small lessons, often, on any device.', isPublished: true },
      { kind: 'Lesson', title: 'Playing a lesson', description: 'Swipe through slides, answer, earn stars.', isPublished: true },
      { kind: 'Lesson', title: 'Building your first course', description: 'Courses, lessons and slide templates.', isPublished: true },
    ],
  },
];
