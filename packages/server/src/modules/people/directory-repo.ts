import { sql, type SQL } from 'drizzle-orm';
import { USER_COUNT_CAP, type LastActiveFilter, type UserDirectoryPage, type UserDirectoryQuery, type UserSort } from '@slidewise/core';
import { roleIdentifierSchema, type RoleIdentifier, type UserStatus } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from './directory-cursor.ts';
import { queryRows } from '../../db/query-rows.ts';

const DAY_MS = 86_400_000;

/** `%` and `_` typed by a person are letters to match, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

// Each sort is a tuple of columns ending in the id, matching one index of migration 0014, so a page is an
// index range scan. last_active_at is coalesced to the epoch (never signed in sorts first when ascending)
// because a keyset comparison cannot step over NULLs.
const sortColumns: Record<UserSort, SQL[]> = {
  name: [sql`lower(u.first_name)`, sql`lower(u.last_name)`],
  email: [sql`u.email`],
  lastActive: [sql`coalesce(u.last_active_at, 'epoch'::timestamptz)`],
  created: [sql`u.created_at`],
};

function lastActiveCondition(filter: LastActiveFilter, now: Date): SQL {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  switch (filter) {
    case 'last7Days':
      return sql`u.last_active_at >= ${daysAgo(7)}::timestamptz`;
    case 'last30Days':
      return sql`u.last_active_at >= ${daysAgo(30)}::timestamptz`;
    case 'over30Days':
      return sql`u.last_active_at < ${daysAgo(30)}::timestamptz`;
    case 'never':
      return sql`u.last_active_at is null`;
  }
}

interface DirectoryRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
  status: string;
  last_active_at: Date | string | null;
  created_at: Date | string;
  sort_key: (string | null)[];
  /** How many match the filters, counted up to one past the cap (the same on every row). */
  total: number | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * One page of the account's people (deleted people never appear), filtered and searched on the server,
 * sorted by a keyset, with how many match in all.
 */
export async function listDirectory(db: Executor, accountId: string, query: UserDirectoryQuery, now: Date): Promise<UserDirectoryPage> {
  const conditions: SQL[] = [sql`u.account_id = ${accountId}`];
  conditions.push(query.status ? sql`u.status = ${query.status}` : sql`u.status <> 'deleted'`);
  if (query.role) conditions.push(sql`u.roles @> array[${query.role}]::text[]`);
  if (query.userGroupId) {
    conditions.push(sql`exists (select 1 from user_group_members m where m.user_group_id = ${query.userGroupId} and m.user_id = u.id)`);
  }
  if (query.lastActive) conditions.push(lastActiveCondition(query.lastActive, now));
  if (query.search) {
    // lower(…) like 'prefix%' reads the prefix indexes of migration 0014 (text_pattern_ops), which ilike cannot.
    const prefix = `${escapeLike(query.search.toLowerCase())}%`;
    conditions.push(sql`(lower(u.first_name) like ${prefix} or lower(u.last_name) like ${prefix} or u.email like ${prefix})`);
  }
  const filters = sql.join(conditions, sql` and `);

  const columns = sortColumns[query.sort];
  const keyTuple = sql.join([...columns, sql`u.id`], sql`, `);
  const descending = query.direction === 'desc';
  const pageConditions = [filters];
  if (query.cursor) {
    const [sortKey, id] = decodeCursor(query.cursor);
    if (sortKey.length !== columns.length) decodeCursor('');
    const casts = columns.map((_, index) =>
      query.sort === 'lastActive' || query.sort === 'created' ? sql`${sortKey[index]}::timestamptz` : sql`${sortKey[index]}`,
    );
    const after = sql.join([...casts, sql`${id}::uuid`], sql`, `);
    pageConditions.push(descending ? sql`(${keyTuple}) < (${after})` : sql`(${keyTuple}) > (${after})`);
  }
  const order = sql.join(
    [...columns, sql`u.id`].map((column) => (descending ? sql`${column} desc` : sql`${column} asc`)),
    sql`, `,
  );
  // The sort key comes back as text, the form the cursor carries and the comparison casts back.
  const sortKeyText = sql.join(
    columns.map((column) => sql`${column}::text`),
    sql`, `,
  );

  const countOf = (where: SQL) =>
    sql`select count(*)::int from (select 1 from users u where ${where} limit ${USER_COUNT_CAP + 1}) matching`;
  // One statement for the page and the count (the count is an InitPlan, run once): a request costs one
  // round trip. A first page with no row has no count to carry, and it is 0; only an empty page after a
  // cursor (its rows deleted since) needs the count on its own.
  const page = await queryRows<DirectoryRow>(
    db,
    sql`
      select u.id, u.email, u.first_name, u.last_name, u.roles, u.status, u.last_active_at, u.created_at,
             array[${sortKeyText}] as sort_key, (${countOf(filters)}) as total
      from users u
      where ${sql.join(pageConditions, sql` and `)}
      order by ${order}
      limit ${query.pageSize + 1}`,
  );
  const matching =
    page[0]?.total ?? (query.cursor ? ((await queryRows<{ count: number | string }>(db, countOf(filters)))[0]?.count ?? 0) : 0);
  const rows = page.slice(0, query.pageSize);
  const last = rows.at(-1);
  return {
    items: rows.map((row) => ({
      userId: row.id,
      userEmail: row.email,
      userFirstName: row.first_name,
      userLastName: row.last_name,
      userRoles: row.roles.filter((role): role is RoleIdentifier => roleIdentifierSchema.safeParse(role).success),
      status: row.status as UserStatus,
      lastActiveAt: row.last_active_at === null ? null : iso(row.last_active_at),
      createdAt: iso(row.created_at),
    })),
    totalCount: Math.min(Number(matching), USER_COUNT_CAP),
    totalCountCapped: Number(matching) > USER_COUNT_CAP,
    nextCursor: page.length > query.pageSize && last ? encodeCursor(last.sort_key, last.id) : null,
  };
}
