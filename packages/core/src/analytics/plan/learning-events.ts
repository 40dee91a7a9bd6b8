import type { TrackedEventFamily } from '../tracking-plan.ts';
import { clientEvent, decimal, exampleIds, idOf, oneOf, whole } from './properties.ts';

// Templates §3.9: courses, lessons, playlists, Brain Boost and Rapid Refresh (the learning itself).

export const COURSE_OPENED_EVENT = 'Course Opened';
export const LESSON_STARTED_EVENT = 'Lesson Started';
export const LESSON_COMPLETED_EVENT = 'Lesson Completed';

const course = { course_id: idOf('The course.') };
const lesson = { lesson_id: idOf('The lesson.'), course_id: idOf('The course the lesson belongs to.') };
const lessonExample = { lesson_id: exampleIds.lesson, course_id: exampleIds.course };
const quizTypes = ['once', 'daily', 'weekly'] as const;

export const learningEventFamilies: readonly TrackedEventFamily[] = [
  {
    family: 'Courses',
    events: [
      clientEvent(
        'Course Created',
        'An author created a course.',
        { ...course, source: oneOf(['blank', 'template', 'copy', 'import', 'ai'], 'What it started from.') },
        { course_id: exampleIds.course, source: 'blank' },
      ),
      clientEvent(
        'Course Published',
        'An author published a course (or its new version).',
        { ...course, version_number: whole('The version published.') },
        {
          course_id: exampleIds.course,
          version_number: 2,
        },
      ),
      clientEvent(
        COURSE_OPENED_EVENT,
        "A learner opened a course's page.",
        {
          ...course,
          from: oneOf(['library', 'search', 'playlist', 'link', 'notification'], 'Where they came from, when the app knows it.', {
            required: false,
          }),
        },
        { course_id: exampleIds.course, from: 'library' },
      ),
      clientEvent(
        'Course Completed',
        "A learner met the course's completion criteria.",
        { ...course, score: decimal('The course score, 0 to 100.') },
        {
          course_id: exampleIds.course,
          score: 87.5,
        },
      ),
      clientEvent('Course Archived', 'An author archived a course.', course, { course_id: exampleIds.course }),
    ],
  },
  {
    family: 'Lessons',
    events: [
      clientEvent('Lesson Created', 'An author added a lesson to a course.', lesson, lessonExample),
      clientEvent(
        LESSON_STARTED_EVENT,
        'A learner started an attempt at a lesson (its first slide was shown).',
        {
          ...lesson,
          attempt: whole('The attempt, counting from 1, when the server has answered (a start made offline does not know it).', {
            required: false,
          }),
        },
        {
          ...lessonExample,
          attempt: 1,
        },
      ),
      clientEvent(
        LESSON_COMPLETED_EVENT,
        'A learner reached the end of a lesson.',
        {
          ...lesson,
          attempt: whole('The attempt, counting from 1, when the server has answered (a start made offline does not know it).', {
            required: false,
          }),
          score: decimal('The score of the attempt, 0 to 100; absent for a lesson without scoring.', { required: false }),
          stars: whole('Stars earned by the attempt.', { required: false }),
          duration_seconds: whole('Time from the first slide to the end, when the attempt played on this device from its start.', {
            required: false,
          }),
        },
        { ...lessonExample, attempt: 1, score: 80, stars: 2, duration_seconds: 312 },
      ),
      clientEvent(
        'Lesson Exited',
        'A learner left a lesson before its end.',
        { ...lesson, slide_index: whole('The slide shown when they left, counting from 1.') },
        {
          ...lessonExample,
          slide_index: 4,
        },
      ),
    ],
  },
  {
    family: 'Playlists',
    events: [
      clientEvent(
        'Playlist Created',
        'An admin created a playlist.',
        { playlist_id: idOf('The playlist.'), playlist_type: oneOf(['free', 'sequential'], 'Free or Sequential (templates §3.8).') },
        { playlist_id: exampleIds.other, playlist_type: 'sequential' },
      ),
      clientEvent(
        'Playlist Opened',
        'A learner opened a playlist.',
        { playlist_id: idOf('The playlist.') },
        { playlist_id: exampleIds.other },
      ),
      clientEvent(
        'Playlist Completed',
        'A learner completed every course of a playlist.',
        { playlist_id: idOf('The playlist.') },
        {
          playlist_id: exampleIds.other,
        },
      ),
    ],
  },
  {
    family: 'Brain Boost',
    events: [
      clientEvent('Brain Boost Opened', 'A learner opened Brain Boost (spaced repetition of answered questions).', {}, {}),
      clientEvent(
        'Brain Boost Session Completed',
        'A learner finished a Brain Boost session.',
        { question_count: whole('Questions asked.'), correct_count: whole('Questions answered right.') },
        { question_count: 5, correct_count: 4 },
      ),
    ],
  },
  {
    family: 'Rapid Refresh',
    events: [
      clientEvent(
        'Rapid Refresh Created',
        'An admin created a Rapid Refresh quiz.',
        { rapid_refresh_id: idOf('The quiz.'), quiz_type: oneOf(quizTypes, 'Once, Daily or Weekly (templates §3.8).') },
        { rapid_refresh_id: exampleIds.other, quiz_type: 'weekly' },
      ),
      clientEvent(
        'Rapid Refresh Completed',
        'A learner answered a Rapid Refresh round.',
        {
          rapid_refresh_id: idOf('The quiz.'),
          quiz_type: oneOf(quizTypes, 'Once, Daily or Weekly.'),
          question_count: whole('Questions asked.'),
          correct_count: whole('Questions answered right.'),
        },
        { rapid_refresh_id: exampleIds.other, quiz_type: 'daily', question_count: 3, correct_count: 3 },
      ),
    ],
  },
];
