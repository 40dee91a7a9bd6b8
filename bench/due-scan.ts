// The nightly due-date scan over 100 000 assignments (issue 16: `due-scan-100k-s`, target ≤ 10): one
// account of 10 000 learners and 10 courses that assign them, every learner holding an open cycle of
// each. The cycles' due dates spread from 20 days past to 40 days ahead, so one scan finds a third of
// them overdue and a tenth due soon (a notification each), and about 1 % completed cycles of the recurring
// courses renew (their course reopens). Two figures, each a scan's wall time as the job runs it: the first
// scan, which tells all of that at once, and the next night's, which tells what changed in a day (a
// sixtieth of the cycles fall due soon, another sixtieth overdue) — what a server does every night.
import { createInProcessQueue, createNotifier, runDueScan, type DatabaseHandle, type loadConfig } from '@slidewise/server';

export const DUE_SCAN_LEARNERS = 10_000;
export const DUE_SCAN_COURSES = 10;
const SMOKE_LEARNERS = 500;

export async function addDueScanData(handle: DatabaseHandle, now: Date, learners: number): Promise<void> {
  // $1 now, $2 the learners, $3 the courses, $4 the courses' publication.
  const text = `
    with account as (insert into accounts (name, plan_kind) values ('Due scan bench', 'enterprise') returning id),
    people as (
      insert into users (account_id, email, first_name, last_name, roles)
      select account.id, 'due-scan-' || g || '@bench.slidewise.dev', 'Learner', 'No. ' || g, array['app-user']
      from account, generate_series(1, $2::int) g returning id, account_id),
    course_rows as (
      insert into courses (account_id, title, course_status, publish_on, data)
      select account.id, 'Due course ' || c, 'Published', $4::timestamptz,
        jsonb_build_object('display', jsonb_build_object('active', true), 'universalAccess', true, 'userGroups', '[]'::jsonb,
          'mandatory', case when c % 2 = 0 then '{"type":"recurring-completion-date","recurrenceMonths":12}'::jsonb
                            else '{"type":"relative-due-by","relativeDueDays":30}'::jsonb end)
      from account, generate_series(1, $3::int) c returning id, account_id, data)
    insert into course_assignment_cycles (account_id, user_id, course_id, cycle, opened_at, due_at, completed_at, renews_at, expires_at)
    select p.account_id, p.id, c.id, 1, $1::timestamptz - interval '60 days',
      $1::timestamptz + ((row_number() over () % 60) - 20) * interval '1 day',
      case when row_number() over () % 97 = 0 then $1::timestamptz - interval '350 days' end,
      case when row_number() over () % 97 = 0 and c.data -> 'mandatory' ->> 'type' = 'recurring-completion-date'
           then $1::timestamptz - interval '1 day' end,
      case when row_number() over () % 97 = 0 then $1::timestamptz + interval '29 days' end
    from people p cross join course_rows c`;
  const values = [now.toISOString(), learners, DUE_SCAN_COURSES, new Date(now.getTime() - 400 * 86_400_000).toISOString()];
  if (handle.kind === 'pglite') await handle.client.query(text, values);
  else await handle.client.query(text, values);
}

export interface DueScanFigure {
  firstSeconds: number;
  nightlySeconds: number;
  assignments: number;
  first: Awaited<ReturnType<typeof runDueScan>>;
  nightly: Awaited<ReturnType<typeof runDueScan>>;
}

/** Prepares the data, then times the first scan and the next night's, as the `due.scan` job runs them. */
export async function measureDueScan(
  handle: DatabaseHandle,
  config: ReturnType<typeof loadConfig>,
  smoke: boolean,
): Promise<DueScanFigure> {
  let now = new Date('2027-06-15T02:00:00.000Z');
  const learners = smoke ? SMOKE_LEARNERS : DUE_SCAN_LEARNERS;
  await addDueScanData(handle, now, learners);
  const clock = () => now;
  const jobs = createInProcessQueue({ clock });
  const context = { db: handle.db, clock, jobs, config };
  const notify = createNotifier(context);
  const timed = async () => {
    const started = performance.now();
    const result = await runDueScan(context, notify);
    return { seconds: (performance.now() - started) / 1000, result };
  };
  const first = await timed();
  now = new Date(now.getTime() + 86_400_000);
  const nightly = await timed();
  return {
    firstSeconds: first.seconds,
    nightlySeconds: nightly.seconds,
    assignments: learners * DUE_SCAN_COURSES,
    first: first.result,
    nightly: nightly.result,
  };
}
