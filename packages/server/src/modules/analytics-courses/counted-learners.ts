// The learners a course report counts: the read model's rows of one course of the caller's account, with
// their person's name and e-mail, people left out of reports (exclude-from-analytics, hidden-user) dropped.
import { sql, type SQL } from 'drizzle-orm';

export const leftOutRoles = sql`array['exclude-from-analytics', 'hidden-user']::text[]`;

/** A select of the counted rows (every column of the read model, then first_name, last_name and email). */
export function countedLearnersOf(accountId: string, courseId: string): SQL {
  return sql`
    select learner.*, person.first_name, person.last_name, person.email
    from analytics_course_learners learner
    join users person on person.id = learner.user_id and not (person.roles && ${leftOutRoles})
    where learner.account_id = ${accountId} and learner.course_id = ${courseId}`;
}
