import { sql } from 'drizzle-orm';
import type { ContentMediaUse, MediaUse } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { accountBranding, coursePublicDetails, courses, lessons, lessonSlideContents, users } from '../../db/schema.ts';

// Where media is used: every field that holds an uploaded file stores its `/api/media/{id}/file` address
// (core media-reference.ts), so the stored documents of the account — a course's data and public page,
// a lesson's latest and published data, each slide of each deck, the account's logo and its people's
// pictures — are searched for those addresses. One
// statement for any number of media items: each document is scanned once and the ids it names are
// matched against the wanted ones. A document without `/api/media/` in it is skipped by a plain LIKE
// before the pattern runs.

const REFERENCE_PATTERN = '/api/media/([0-9a-fA-F-]{36})/file';

type UsageRow = { mediaId: string } & ContentMediaUse;

/** The places that use each of these media items of the account (media id → uses, courses first). */
export async function findMediaUses(db: Executor, accountId: string, mediaIds: readonly string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(mediaIds.map((id) => [id.toLowerCase(), []]));
  if (mediaIds.length === 0) return uses;
  const wanted = JSON.stringify(mediaIds.map((id) => id.toLowerCase()));
  const idsIn = (text: ReturnType<typeof sql>) => sql`
    cross join lateral (
      select distinct lower(found[1]) as media_id from regexp_matches(${text}, ${REFERENCE_PATTERN}, 'g') as found
    ) referenced`;
  const isWanted = sql`referenced.media_id in (select jsonb_array_elements_text(${wanted}::jsonb))`;
  const mentions = (text: ReturnType<typeof sql>) => sql`${text} like '%/api/media/%'`;

  const courseText = sql`${courses.data}::text`;
  const publicThumbnail = sql`${coursePublicDetails.thumbnail}`;
  const lessonText = sql`(${lessons.data}::text || coalesce(${lessons.publishedData}::text, ''))`;
  const slideText = sql`${lessonSlideContents.slide}::text`;

  const result = (await db.execute(sql`
    select 'course' as "kind", ${courses.id}::text as "courseId", ${courses.title} as "courseTitle", null::text as "lessonId",
      null::text as "lessonTitle", null::text as "slideId", referenced.media_id as "mediaId"
    from ${courses} ${idsIn(courseText)}
    where ${courses.accountId} = ${accountId} and ${mentions(courseText)} and ${isWanted}
    union all
    select 'course', ${courses.id}::text, ${courses.title}, null, null, null, referenced.media_id
    from ${coursePublicDetails} join ${courses} on ${courses.id} = ${coursePublicDetails.courseId} ${idsIn(publicThumbnail)}
    where ${coursePublicDetails.accountId} = ${accountId} and ${mentions(publicThumbnail)} and ${isWanted}
    union all
    select 'lesson', ${courses.id}::text, ${courses.title}, ${lessons.id}::text, ${lessons.title}, null, referenced.media_id
    from ${lessons} join ${courses} on ${courses.id} = ${lessons.courseId} ${idsIn(lessonText)}
    where ${lessons.accountId} = ${accountId} and ${mentions(lessonText)} and ${isWanted}
    union all
    select 'slide', ${courses.id}::text, ${courses.title}, ${lessons.id}::text, ${lessons.title}, ${lessonSlideContents.slideId}, referenced.media_id
    from ${lessonSlideContents} join ${lessons} on ${lessons.id} = ${lessonSlideContents.lessonId}
      join ${courses} on ${courses.id} = ${lessons.courseId} ${idsIn(slideText)}
    where ${lessons.accountId} = ${accountId} and ${mentions(slideText)} and ${isWanted}
  `)) as unknown as { rows: UsageRow[] };

  const seen = new Set<string>();
  for (const { mediaId, ...use } of result.rows) {
    // A slide in both the latest and the published deck, or a course named twice, is one use.
    const key = [mediaId, use.kind, use.courseId, use.lessonId, use.slideId].join('/');
    if (seen.has(key)) continue;
    seen.add(key);
    uses.get(mediaId)?.push({
      kind: use.kind,
      courseId: use.courseId,
      courseTitle: use.courseTitle,
      lessonId: use.lessonId,
      lessonTitle: use.lessonTitle,
      slideId: use.slideId,
    });
  }
  for (const { mediaId, ...use } of await findAccountUses(db, accountId, isWanted, idsIn, mentions)) uses.get(mediaId)?.push(use);
  const order = { 'account-logo': 0, 'person-picture': 1, course: 2, lesson: 3, slide: 4 } as const;
  const title = (use: MediaUse) => ('courseTitle' in use ? use.courseTitle : 'userName' in use ? use.userName : '');
  for (const list of uses.values()) list.sort((a, b) => order[a.kind] - order[b.kind] || title(a).localeCompare(title(b)));
  return uses;
}

type Fragment = ReturnType<typeof sql>;

/** The account's logo and its people's pictures that name the wanted media items. */
async function findAccountUses(
  db: Executor,
  accountId: string,
  isWanted: Fragment,
  idsIn: (text: Fragment) => Fragment,
  mentions: (text: Fragment) => Fragment,
): Promise<({ mediaId: string } & MediaUse)[]> {
  const logo = sql`${accountBranding.logoUrl}`;
  const picture = sql`coalesce(${users.avatarUrl}, '')`;
  const result = (await db.execute(sql`
    select 'account-logo' as "kind", null::text as "userId", null::text as "userName", referenced.media_id as "mediaId"
    from ${accountBranding} ${idsIn(logo)}
    where ${accountBranding.accountId} = ${accountId} and ${mentions(logo)} and ${isWanted}
    union all
    select 'person-picture', ${users.id}::text, trim(${users.firstName} || ' ' || ${users.lastName}), referenced.media_id
    from ${users} ${idsIn(picture)}
    where ${users.accountId} = ${accountId} and ${mentions(picture)} and ${isWanted}
  `)) as unknown as {
    rows: { kind: 'account-logo' | 'person-picture'; userId: string | null; userName: string | null; mediaId: string }[];
  };
  return result.rows.map(({ kind, userId, userName, mediaId }) =>
    kind === 'account-logo' ? { mediaId, kind } : { mediaId, kind, userId: userId ?? '', userName: userName ?? '' },
  );
}

/** One sentence naming where a file is used, for the refusal to delete it. */
export function describeMediaUses(uses: readonly MediaUse[]): string {
  const shown = uses.slice(0, 3).map((use) => {
    if (use.kind === 'account-logo') return "the account's logo";
    if (use.kind === 'person-picture') return `the picture of ${use.userName}`;
    if (use.kind === 'course') return `the course "${use.courseTitle}"`;
    if (use.kind === 'lesson') return `the lesson "${use.lessonTitle}" of "${use.courseTitle}"`;
    return `a slide of the lesson "${use.lessonTitle}" of "${use.courseTitle}"`;
  });
  const more = uses.length > shown.length ? ` and ${uses.length - shown.length} more` : '';
  return `This file cannot be deleted: it is used by ${shown.join(', ')}${more}. Remove it there first.`;
}
