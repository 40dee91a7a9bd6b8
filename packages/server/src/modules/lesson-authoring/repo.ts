import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

// Slides live in lesson_slides (db/schema.ts): a Latest row the editor saves and a Published row that
// publishing copies. These statements are raw SQL because each is one round trip that Drizzle's builder
// cannot express (a conditional write and the lesson's flags in one statement).

/** The rows of a raw statement, whichever driver ran it (both answer `{ rows }`). */
async function rowsOf<Row>(db: Executor, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}

export interface AuthoringLessonRow {
  id: string;
  kind: string;
  title: string;
  courseId: string;
  courseTitle: string;
  sharedWith: unknown;
  styleConfiguration: unknown;
  planKind: string;
}

export interface SlidesStateRow {
  slides: unknown[];
  stateIdentifier: string | null;
  language: string;
}

const lessonColumns = sql`l.id, l.kind, l.title, l.course_id as "courseId", c.title as "courseTitle", c.data -> 'sharedWith' as "sharedWith",
  l.data -> 'configuration' -> 'styleConfiguration' as "styleConfiguration", a.plan_kind as "planKind"`;
const lessonSource = sql`lessons l join courses c on c.id = l.course_id join accounts a on a.id = l.account_id`;

/** The lesson and what checks need of its course, without its slides (a save never reads them). */
export async function findAuthoringLesson(db: Executor, accountId: string, lessonId: string): Promise<AuthoringLessonRow | undefined> {
  const [row] = await rowsOf<AuthoringLessonRow>(
    db,
    sql`select ${lessonColumns} from ${lessonSource} where l.account_id = ${accountId} and l.id = ${lessonId} limit 1`,
  );
  return row;
}

/** The lesson with its Latest slides state (no row yet: no slides, no identifier). */
export async function findAuthoringLessonWithSlides(
  db: Executor,
  accountId: string,
  lessonId: string,
): Promise<(AuthoringLessonRow & { slides: unknown[] | null; stateIdentifier: string | null; language: string | null }) | undefined> {
  const [row] = await rowsOf<AuthoringLessonRow & { slides: unknown[] | null; stateIdentifier: string | null; language: string | null }>(
    db,
    sql`select ${lessonColumns}, s.slides, s.state_identifier as "stateIdentifier", s.language
      from ${lessonSource}
      left join lesson_slides s on s.lesson_id = l.id and s.version_type = 'Latest'
      where l.account_id = ${accountId} and l.id = ${lessonId} limit 1`,
  );
  return row;
}

/** A version's slides state, or undefined when that version has none. */
export async function readSlidesState(db: Executor, lessonId: string, versionType: 'Latest' | 'Published'): Promise<SlidesStateRow | undefined> {
  const [row] = await rowsOf<SlidesStateRow>(
    db,
    sql`select slides, state_identifier as "stateIdentifier", language from lesson_slides where lesson_id = ${lessonId} and version_type = ${versionType}`,
  );
  return row;
}

/** Ids of the Latest slides of the given types, read inside the stored deck without loading it. */
export async function storedSlideIdsOfTypes(db: Executor, lessonId: string, types: readonly string[]): Promise<Set<string>> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select slide ->> 'id' as id from lesson_slides, jsonb_array_elements(slides) as slide
      where lesson_id = ${lessonId} and version_type = 'Latest' and slide ->> 'type' = any(${sql.param([...types])}::text[])`,
  );
  return new Set(rows.map((row) => row.id));
}

export interface SlidesWrite {
  accountId: string;
  lessonId: string;
  /** The slides as stored, already serialised (the same text answers the save). */
  slidesJson: string;
  slideCount: number;
  /** The identifier the save started from; null when it started from a lesson never saved. */
  fromIdentifier: string | null;
  newIdentifier: string;
  language: string;
  now: Date;
}

/**
 * Writes the Latest slides only while the stored identifier is still `fromIdentifier`, and marks the
 * lesson modified (and changed since publishing, when published) in the same statement. Of two saves
 * from one identifier exactly one writes: the other waits for the first's row lock, then finds the
 * identifier changed (PostgreSQL re-checks the condition on the new row) and writes nothing; two first
 * saves of a lesson race on the primary key instead. Returns whether this save was written.
 */
export async function writeSlidesIfCurrent(db: Executor, write: SlidesWrite): Promise<boolean> {
  const now = write.now.toISOString();
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`with updated as (
        update lesson_slides set slides = ${write.slidesJson}::jsonb, slide_count = ${write.slideCount}, state_identifier = ${write.newIdentifier},
          language = ${write.language}, modified_at = ${now}::timestamptz
        where lesson_id = ${write.lessonId} and version_type = 'Latest' and state_identifier is not distinct from ${write.fromIdentifier}::text
        returning lesson_id),
      inserted as (
        insert into lesson_slides (lesson_id, version_type, account_id, slides, slide_count, state_identifier, language, modified_at)
        select ${write.lessonId}::uuid, 'Latest', ${write.accountId}::uuid, ${write.slidesJson}::jsonb, ${write.slideCount}, ${write.newIdentifier}, ${write.language}, ${now}::timestamptz
        where ${write.fromIdentifier}::text is null
          and not exists (select 1 from lesson_slides where lesson_id = ${write.lessonId} and version_type = 'Latest')
        on conflict (lesson_id, version_type) do nothing
        returning lesson_id)
      update lessons set modified_at = ${now}::timestamptz, has_unpublished_changes = is_published
      where id in (select lesson_id from updated union all select lesson_id from inserted)
      returning id`,
  );
  return rows.length > 0;
}

/** Seeds and copies: the Latest slides of a lesson that has none yet. */
export async function insertLatestSlides(db: Executor, values: Omit<SlidesWrite, 'fromIdentifier'>): Promise<void> {
  await db.execute(sql`insert into lesson_slides (lesson_id, version_type, account_id, slides, slide_count, state_identifier, language, modified_at)
    values (${values.lessonId}, 'Latest', ${values.accountId}, ${values.slidesJson}::jsonb, ${values.slideCount}, ${values.newIdentifier}, ${values.language}, ${values.now.toISOString()}::timestamptz)`);
}

/** A copied lesson starts with the original's Latest slides under a fresh identifier. */
export async function copyLatestSlides(db: Executor, fromLessonId: string, toLessonId: string, newIdentifier: string): Promise<void> {
  await db.execute(sql`insert into lesson_slides (lesson_id, version_type, account_id, slides, slide_count, state_identifier, language, modified_at)
    select ${toLessonId}::uuid, 'Latest', account_id, slides, slide_count, ${newIdentifier}, language, modified_at
    from lesson_slides where lesson_id = ${fromLessonId} and version_type = 'Latest'`);
}

/**
 * Authoring §4 publishing: each lesson's Latest slides become its Published slides; a lesson without
 * Latest slides publishes none. Later saves change only the Latest row.
 */
export async function publishSlides(db: Executor, lessonIds: readonly string[]): Promise<void> {
  if (lessonIds.length === 0) return;
  const ids = sql`(select unnest(${sql.param([...lessonIds])}::uuid[]))`;
  await db.execute(sql`delete from lesson_slides where version_type = 'Published' and lesson_id in ${ids}
    and not exists (select 1 from lesson_slides latest where latest.lesson_id = lesson_slides.lesson_id and latest.version_type = 'Latest')`);
  await db.execute(sql`insert into lesson_slides (lesson_id, version_type, account_id, slides, slide_count, state_identifier, language, modified_at)
    select lesson_id, 'Published', account_id, slides, slide_count, state_identifier, language, modified_at
    from lesson_slides where version_type = 'Latest' and lesson_id in ${ids}
    on conflict (lesson_id, version_type) do update set slides = excluded.slides, slide_count = excluded.slide_count,
      state_identifier = excluded.state_identifier, language = excluded.language, modified_at = excluded.modified_at`);
}

export interface OtherCourseRow {
  id: string;
  title: string;
  lessons: { id: string; title: string; slideCount: number }[];
}

/**
 * The account's courses with their slide lessons (Lesson kind) in course order, the given lesson left
 * out; the lesson's own course first, then the others newest first. Courses without slide lessons are
 * left out: they have nothing to insert.
 */
export async function listCoursesWithSlideLessons(db: Executor, accountId: string, courseId: string, exceptLessonId: string): Promise<OtherCourseRow[]> {
  return rowsOf<OtherCourseRow>(
    db,
    sql`select c.id, c.title,
        json_agg(json_build_object('id', l.id, 'title', l.title, 'slideCount', coalesce(s.slide_count, 0)) order by l.rank, l.id) as lessons
      from courses c
      join lessons l on l.course_id = c.id and l.kind = 'Lesson' and l.id <> ${exceptLessonId}
      left join lesson_slides s on s.lesson_id = l.id and s.version_type = 'Latest'
      where c.account_id = ${accountId}
      group by c.id
      order by (c.id = ${courseId}) desc, c.created_at desc, c.id desc`,
  );
}
