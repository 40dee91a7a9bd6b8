import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SEARCH_PERFORMED_EVENT } from '@slidewise/core';
import { queryRows } from '../../db/query-rows.ts';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { newTestLearner, type TestLearner } from '../../test-support/learners.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';
import { eventPartitionsJob } from './event-partitions.ts';

// Migration 0022 partitions analytics_events by month. The test moves its clock to June 2040, a month no
// other suite's job reaches on a shared database, so the events first wait in the default partition; the
// job makes June's and moves them.
let test: TestApp;
let person: TestLearner;
beforeAll(async () => {
  test = await createTestApp();
  test.clock.advance(Date.UTC(2040, 5, 1, 9) - test.clock.now().getTime());
  const account = await insertAccountWithPeople(test.database.db, 'Partitions', [['account-owner']]);
  person = await newTestLearner(test, account.people[0]!.accountId);
});
afterAll(() => test.close());

const search = { type: 'track', event: SEARCH_PERFORMED_EVENT, properties: { scope: 'people', query_length: 3, result_count: 2 } };
const partitionsOf = (userId: string) =>
  queryRows<{ partition: string; count: number }>(
    test.database.db,
    sql`select tableoid::regclass::text as partition, count(*)::int as count from analytics_events where user_id = ${userId}
      group by 1 order by 1`,
  );

describe('the month partitions of analytics_events', () => {
  it('stores a batch in the default partition until its month has one, then the job moves it there', async () => {
    const sent = await person.call('POST', '/api/events', { batch: [search, search] });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(await partitionsOf(person.id)).toEqual([{ partition: 'analytics_events_default', count: 2 }]);

    await eventPartitionsJob({ db: test.database.db, clock: test.clock.now })();
    expect(await partitionsOf(person.id)).toEqual([{ partition: 'analytics_events_2040_06', count: 2 }]);
    const made = await queryRows<{ name: string }>(
      test.database.db,
      sql`select inhrelid::regclass::text as name from pg_inherits where inhparent = 'analytics_events'::regclass
        and inhrelid::regclass::text between 'analytics_events_2040_06' and 'analytics_events_2040_08' order by 1`,
    );
    expect(made.map((row) => row.name)).toEqual(['analytics_events_2040_06', 'analytics_events_2040_07', 'analytics_events_2040_08']);

    // Running again changes nothing; new events of the month go straight to its partition.
    await eventPartitionsJob({ db: test.database.db, clock: test.clock.now })();
    await person.call('POST', '/api/events', { batch: [search] });
    expect(await partitionsOf(person.id)).toEqual([{ partition: 'analytics_events_2040_06', count: 3 }]);
  });

  it('keeps the table append-only on every partition', async () => {
    const failure = await test.database.db
      .execute(sql`update analytics_events set event_name = 'Changed' where user_id = ${person.id}`)
      .then(
        () => undefined,
        (error: Error) => error,
      );
    expect((failure?.cause as Error | undefined)?.message).toMatch(/analytics_events is append-only/);
  });
});
