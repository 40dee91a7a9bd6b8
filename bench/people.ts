// `npx tsx bench/people.ts [--smoke]` (or under scripts/with-postgres.sh): the people figures of issue 14.
//   user-list-50k-p95-ms  a filtered, sorted page of /api/users/directory in an account of 50,000 people
//   csv-import-10k-s      POST /api/users/import of a CSV of 10,000 new people, start to answer
// The server runs in this process (buildApp, requests through inject, so no network in the figure); mail
// goes nowhere (the invitations are issued and their sending skipped), as the figure is the import's work.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp, type DatabaseHandle } from '@slidewise/server';
import { readBenchOptions } from './options.ts';
import { openSeededDatabase } from './seeded-database.ts';
import { signInAsDemoOwner } from './sign-in.ts';
import { percentile } from './people-figures.ts';

/** One statement through the driver under the server's handle (the bench has no ORM of its own). */
async function run(handle: DatabaseHandle, text: string, params: unknown[] = []): Promise<void> {
  if (handle.kind === 'pglite') await handle.client.query(text, params);
  else await handle.client.query(text, params);
}

const PEOPLE = 50_000;
const IMPORT_ROWS = 10_000;
const LIST_TARGET_MS = 30;
const IMPORT_TARGET_S = 30;

const { smoke } = readBenchOptions(process.argv.slice(2));
const listRequests = smoke ? 20 : 300;
const databaseUrl = process.env.DATABASE_URL || undefined;
const workDir = await mkdtemp(join(tmpdir(), 'slidewise-bench-people-'));
try {
  const { config, handle } = await openSeededDatabase(join(workDir, 'data'), databaseUrl);
  try {
    // 50,000 more people in the demo account, in one statement: a spread of names, roles, statuses and
    // last sign-ins, a fifth of them in the Sales team.
    await run(
      handle,
      `insert into users (account_id, email, first_name, last_name, roles, status, last_active_at, created_at)
      select a.id, 'person' || n || '@bench.example', 'First' || (n * 7919 % $1), 'Last' || (n % 997),
             case when n % 10 = 0 then array['content-author'] else array['app-user'] end,
             case when n % 20 = 0 then 'deactivated' when n % 7 = 0 then 'invited' else 'active' end,
             case when n % 7 = 0 then null else now() - (n % 90) * interval '1 day' end,
             now() - n * interval '1 minute'
      from accounts a cross join generate_series(1, $1::int) as n
      where a.name = 'Slidewise Demo'`,
      [PEOPLE],
    );
    await run(
      handle,
      `insert into user_group_members (account_id, user_group_id, user_id)
      select u.account_id, g.id, u.id from users u join user_groups g on g.account_id = u.account_id and g.name = 'Sales team'
      where u.email like 'person%@bench.example' and abs(hashtext(u.email)) % 5 = 0`,
    );
    await run(handle, 'analyze users');
    await run(handle, 'analyze user_group_members');

    const app = await buildApp(config, { database: handle.db, mailer: { send: async () => {} } });
    try {
      const cookie = await signInAsDemoOwner(app);
      const groups = (await app.inject({ method: 'GET', url: '/api/usergroups', headers: { cookie } })).json() as {
        id: string;
        name: string;
      }[];
      const sales = groups.find((group) => group.name === 'Sales team')!.id;
      // The pages an administrator opens: filtered and sorted, first pages and later ones by cursor.
      const queries = [
        `status=active&role=app-user&sort=lastActive&direction=desc&pageSize=50`,
        `userGroupId=${sales}&status=active&sort=name&pageSize=50`,
        `lastActive=last30Days&sort=created&direction=desc&pageSize=100`,
        `search=first12&sort=email&pageSize=25`,
      ];
      const get = (query: string) => app.inject({ method: 'GET', url: `/api/users/directory?${query}`, headers: { cookie } });
      const cursors = new Map<string, string>();
      for (const query of queries) {
        const first = await get(query);
        if (first.statusCode !== 200) throw new Error(`${query} answered ${first.statusCode}: ${first.body}`);
        const next = first.json().nextCursor as string | null;
        if (next) cursors.set(query, `${query}&cursor=${next}`);
      }
      const all = [...queries, ...cursors.values()];
      const timings: number[] = [];
      for (let index = 0; index < listRequests; index++) {
        const started = performance.now();
        const response = await get(all[index % all.length]!);
        timings.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`the list answered ${response.statusCode}`);
      }

      const csv = [
        'userEmail,userFirstName,userLastName,userRoles,userGroups',
        ...Array.from(
          { length: IMPORT_ROWS },
          (_, index) => `imported${index}@bench.example,Imported,Person ${index},app-user,Support team`,
        ),
      ].join('\n');
      const started = performance.now();
      const imported = await app.inject({
        method: 'POST',
        url: '/api/users/import',
        headers: { cookie, 'content-type': 'text/csv' },
        payload: csv,
      });
      const importSeconds = (performance.now() - started) / 1000;
      if (imported.statusCode !== 200 || imported.json().created !== IMPORT_ROWS) {
        throw new Error(`the import answered ${imported.statusCode}: ${imported.body.slice(0, 300)}`);
      }

      if (process.env.BENCH_PEOPLE_DETAIL) {
        all.forEach((query, index) => {
          const own = timings.filter((_, position) => position % all.length === index);
          console.log(`# ${percentile(own, 50).toFixed(1)} ms median: ${query.slice(0, 80)}`);
        });
      }
      const listP95 = percentile(timings, 95);
      console.log(`bench-database: ${handle.kind === 'postgres' ? 'postgres' : 'pglite'}`);
      if (listP95 > LIST_TARGET_MS) console.log(`target-missed: user-list-50k-p95-ms ${listP95.toFixed(1)} > ${LIST_TARGET_MS}`);
      if (importSeconds > IMPORT_TARGET_S) console.log(`target-missed: csv-import-10k-s ${importSeconds.toFixed(1)} > ${IMPORT_TARGET_S}`);
      console.log(`user-list-50k-p95-ms: ${listP95.toFixed(1)}`);
      console.log(`csv-import-10k-s: ${importSeconds.toFixed(1)}`);
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await rm(workDir, { recursive: true, force: true });
}
