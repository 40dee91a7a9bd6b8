import type { CourseStatus, LessonKind, RoleIdentifier, TemplateCategory } from '@slidewise/core';

export const DEMO_ACCOUNT_NAME = 'Slidewise Demo';
export const DEMO_OWNER_EMAIL = 'owner@demo.slidewise.dev';
export const DEMO_PASSWORD = 'slidewise-demo';
/** The demo learner (role app-user): signs in with DEMO_PASSWORD and lands on the learner home. */
export const DEMO_LEARNER_EMAIL = 'learner@demo.slidewise.dev';

export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  roles: RoleIdentifier[];
}

export const DEMO_PLATFORM_ADMIN_EMAIL = 'platform@demo.slidewise.dev';

export const demoPeople: readonly DemoPerson[] = [
  { email: DEMO_OWNER_EMAIL, firstName: 'Olivia', lastName: 'Owner', roles: ['account-owner'] },
  { email: 'author@demo.slidewise.dev', firstName: 'Arthur', lastName: 'Author', roles: ['content-author'] },
  { email: 'facilitator@demo.slidewise.dev', firstName: 'Fatima', lastName: 'Facilitator', roles: ['facilitator'] },
  { email: 'learner1@demo.slidewise.dev', firstName: 'Lee', lastName: 'Learner', roles: ['app-user'] },
  { email: 'learner2@demo.slidewise.dev', firstName: 'Lina', lastName: 'Learner', roles: ['app-user'] },
  { email: DEMO_LEARNER_EMAIL, firstName: 'Leo', lastName: 'Learner', roles: ['app-user'] },
  // The platform's own administrator (spec §6 {product}-admin), to try the accounts page and plan changes.
  { email: DEMO_PLATFORM_ADMIN_EMAIL, firstName: 'Pat', lastName: 'Platform', roles: ['slidewise-admin'] },
];

export const demoUserGroups: readonly { name: string; memberEmails: string[] }[] = [
  { name: 'Sales team', memberEmails: ['learner1@demo.slidewise.dev'] },
  { name: 'Support team', memberEmails: ['learner2@demo.slidewise.dev'] },
];

export interface DemoLesson {
  kind: LessonKind;
  title: string;
  description: string;
  isPublished: boolean;
  /** Title slides of the lesson, so the editor and the public page have slides to show. */
  slideTitles?: string[];
  /**
   * Template categories whose templates the lesson shows, each from its catalogue example, so a new
   * user opens a real lesson made of every kind of slide (demo-slides.ts).
   */
  templateCategories?: TemplateCategory[];
  /** A narration the lesson's first slide plays (an example sound that ships with the app). */
  narration?: string;
}

export interface DemoCourse {
  title: string;
  description: string;
  /** The course's picture on the home page and the learner's list (an example that ships with the app). */
  thumbnail?: string;
  courseStatus: CourseStatus;
  lessons: DemoLesson[];
  tags?: string[];
  topics?: string[];
  publicDetail?: { urlSlug: string; links: { title: string; url: string }[] };
}

// Listed oldest first: the list shows newest first, so the welcome course tops a new account's home page.
export const demoCourses: readonly DemoCourse[] = [
  {
    title: 'Customer conversations (draft)',
    description: 'Work in progress: greeting, listening and closing a conversation well.',
    thumbnail: '/examples/images/customer-cover.jpg',
    courseStatus: 'Draft',
    lessons: [],
  },
  {
    title: 'Welcome to Slidewise',
    description: 'A short tour: what microlearning is, how a lesson plays, and how to build your own.',
    thumbnail: '/examples/images/welcome-cover.jpg',
    courseStatus: 'Published',
    lessons: [
      {
        kind: 'Lesson',
        title: 'What is microlearning?',
        description: 'Small lessons, often, on any device.',
        isPublished: true,
        slideTitles: ['Small lessons, often', 'On any device'],
      },
      {
        kind: 'Lesson',
        title: 'Playing a lesson',
        description: 'Swipe through slides, answer, earn stars.',
        isPublished: true,
        slideTitles: ['Swipe to go on'],
        narration: '/examples/media/narration-welcome.mp3',
      },
      { kind: 'Lesson', title: 'Building your first course', description: 'Courses, lessons and slide templates.', isPublished: true },
      {
        kind: 'Lesson',
        title: 'Slides that explain',
        description: 'Content and concept slides: text, images, video, reveals and sequences.',
        isPublished: true,
        templateCategories: ['Content', 'Concepts'],
      },
      {
        kind: 'Lesson',
        title: 'Slides that ask',
        description: 'Questions with one right answer: choices, numbers and relationships; and surveys with none.',
        isPublished: true,
        templateCategories: ['Multiple Choice', 'Numbers', 'Relationships', 'Survey'],
      },
      {
        kind: 'Lesson',
        title: 'Slides that play',
        description: 'Timed games that earn stars, advanced slides and learning from peers.',
        isPublished: false,
        templateCategories: ['Game', 'Advanced', 'Peer Learning'],
      },
      { kind: 'Discussion', title: 'Share your first idea', description: 'What would you teach in five minutes?', isPublished: true },
      { kind: 'Assessment', title: 'Your first course plan', description: 'Outline a course of three lessons.', isPublished: true },
      {
        kind: 'Observation',
        title: 'Run a lesson with a colleague',
        description: 'A facilitator watches and checks it off.',
        isPublished: true,
      },
      { kind: 'Conference', title: 'Live questions and answers', description: 'Meet the team in a virtual classroom.', isPublished: true },
    ],
    tags: ['Onboarding', 'Product tour'],
    topics: ['Getting started'],
    publicDetail: {
      urlSlug: 'welcome-to-slidewise',
      links: [{ title: 'Microlearning on Wikipedia', url: 'https://en.wikipedia.org/wiki/Microlearning' }],
    },
  },
];
