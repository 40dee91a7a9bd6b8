// A finished attempt brings the course report and the question report up to date at once (issue 15): the
// learner's row from the standing the finish computed anyway, and the attempt's answers counted.
import type { Executor } from '../../db/client.ts';
import type { CourseView } from '../learner/learner-views.ts';
import { countFinishedAttempt } from './answer-rollups.ts';
import { courseLearnerRow, writeCourseLearners } from './course-learner-rows.ts';

export interface FinishFacts {
  accountId: string;
  userId: string;
  attemptId: string;
  view: CourseView;
  outcome: { completed: boolean; passed: boolean; certificateAvailable: boolean };
  now: Date;
}

export async function refreshReadModelsAfterFinish(db: Executor, facts: FinishFacts): Promise<void> {
  const { view, outcome } = facts;
  await Promise.all([
    writeCourseLearners(db, [
      courseLearnerRow({
        accountId: facts.accountId,
        courseId: view.row.id,
        userId: facts.userId,
        standing: view.standing,
        attempts: view.attempts,
        completed: outcome.completed,
        passed: outcome.passed,
        certificate: outcome.certificateAvailable,
        now: facts.now,
      }),
    ]),
    countFinishedAttempt(db, facts.attemptId, facts.now),
  ]);
}
