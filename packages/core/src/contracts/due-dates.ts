import { courseParamsSchema } from '../api/courses.ts';
import {
  assignmentCyclesResponseSchema,
  learnerCourseDueResponseSchema,
  learnerDueListResponseSchema,
  testClockBodySchema,
  testClockResponseSchema,
} from '../api/due-dates.ts';
import { learnerCourseParamsSchema } from '../api/learner.ts';
import { defineContract } from './define.ts';

/** Assigned training (issue 16): what is due for the learner, and the cycles of each learner for the staff. */
export const dueDateContracts = {
  learnerDue: defineContract({
    method: 'GET',
    path: '/api/learner/due',
    permission: 'learning.play',
    tags: ['learner'],
    summary: 'The courses the learner must complete: due date, status (due soon, overdue…) and cycle',
    responses: { 200: learnerDueListResponseSchema },
  }),
  learnerCourseDue: defineContract({
    method: 'GET',
    path: '/api/learner/courses/:courseId/due',
    permission: 'learning.play',
    tags: ['learner'],
    summary: 'How the course is due for the learner (item null when it asks for no date)',
    params: learnerCourseParamsSchema,
    responses: { 200: learnerCourseDueResponseSchema },
  }),
  cycles: defineContract({
    method: 'GET',
    path: '/api/courses/:courseId/assignment-cycles',
    // As the course's results: those who build it (restricted authors on shared courses only) and facilitators.
    permission: 'course.readResults',
    tags: ['course results'],
    summary: "Each assigned learner's cycles of the course, past cycles of recurring training included",
    params: courseParamsSchema,
    responses: { 200: assignmentCyclesResponseSchema },
  }),
};

/**
 * Registered only when the server runs with TEST_CLOCK=true (never in production; config.ts refuses it):
 * the browser tests move the server's clock to see a course fall due, go overdue and recur.
 */
export const testClockContracts = {
  move: defineContract({
    method: 'POST',
    path: '/api/test/clock',
    permission: 'public',
    tags: ['test'],
    summary: 'Test servers only: set the server clock and run the due-date scan and the course scheduler at once',
    body: testClockBodySchema,
    responses: { 200: testClockResponseSchema },
  }),
};
