import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { changedSlidesParameter, type StoredSlide } from './stored-slides.ts';

// A lesson's slides live in lesson_slides (a deck per version: order, state identifier, language) and
// lesson_slide_contents (one row per slide), db/schema.ts. These statements are raw SQL because each is
// one round trip that Drizzle's builder cannot express. Lists of ids travel as one JSON parameter, which
// both drivers pass as plain text, whatever characters an id holds.

type VersionType = 'Latest' | 'Published';

/** The rows of a raw statement, whichever driver ran it (both answer `{ rows }`). */
async function rowsOf<Row>(db: Executor, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}

const jsonList = (values: readonly string[]) => JSON.stringify(values);

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

const lessonColumns = sql`l.id, l.kind, l.title, l.course_id as "courseId", c.title as "courseTitle", c.data -> 'sharedWith' as "sharedWith",
  l.data -> 'configuration' -> 'styleConfiguration' as "styleConfiguration", a.plan_kind as "planKind"`;
const lessonSource = sql`lessons l join courses c on c.id = l.course_id join accounts a on a.id = l.account_id`;

/** A version's slides in deck order, as one JSON value (an empty list without a deck). */
const deckSlides = (deck: SQL) => sql`coalesce((select json_agg(content.slide order by position.n)
  from unnest(${deck}.slide_ids) with ordinality as position(slide_id, n)
  join lesson_slide_contents content on content.lesson_id = ${deck}.lesson_id and content.version_type = ${deck}.version_type
    and content.slide_id = position.slide_id), '[]'::json)`;

/** The lesson and what checks need of its course and account, without its slides. */
export async function findAuthoringLesson(db: Executor, accountId: string, lessonId: string): Promise<AuthoringLessonRow | undefined> {
  const [row] = await rowsOf<AuthoringLessonRow>(
    db,
    sql`select ${lessonColumns} from ${lessonSource} where l.account_id = ${accountId} and l.id = ${lessonId} limit 1`,
  );
  return row;
}

export interface LessonToSaveRow extends AuthoringLessonRow {
  stateIdentifier: string | null;
  /** The stored Latest deck's slide ids in order, and each one's content hash beside it. */
  slideIds: string[] | null;
  slideHashes: string[] | null;
}

/** The lesson as a save needs it: checks, the current identifier and the stored slides' hashes (not the slides). */
export async function findLessonToSave(db: Executor, accountId: string, lessonId: string): Promise<LessonToSaveRow | undefined> {
  const [row] = await rowsOf<LessonToSaveRow>(
    db,
    sql`select ${lessonColumns}, deck.state_identifier as "stateIdentifier", deck.slide_ids as "slideIds", deck.slide_hashes as "slideHashes"
      from ${lessonSource} left join lesson_slides deck on deck.lesson_id = l.id and deck.version_type = 'Latest'
      where l.account_id = ${accountId} and l.id = ${lessonId} limit 1`,
  );
  return row;
}

export interface SlidesStateRow {
  slides: unknown[];
  stateIdentifier: string | null;
  language: string;
}

/** The lesson with its Latest slides, identifier and language (no deck yet: nulls). */
export async function findAuthoringLessonWithSlides(
  db: Executor,
  accountId: string,
  lessonId: string,
): Promise<(AuthoringLessonRow & { slides: unknown[] | null; stateIdentifier: string | null; language: string | null }) | undefined> {
  const [row] = await rowsOf<AuthoringLessonRow & { slides: unknown[] | null; stateIdentifier: string | null; language: string | null }>(
    db,
    sql`select ${lessonColumns}, ${deckSlides(sql.raw('deck'))} as slides, deck.state_identifier as "stateIdentifier", deck.language
      from ${lessonSource} left join lesson_slides deck on deck.lesson_id = l.id and deck.version_type = 'Latest'
      where l.account_id = ${accountId} and l.id = ${lessonId} limit 1`,
  );
  return row;
}

/** A version's slides, identifier and language, or undefined when that version has no deck. */
export async function readSlidesState(db: Executor, lessonId: string, versionType: VersionType): Promise<SlidesStateRow | undefined> {
  const [row] = await rowsOf<SlidesStateRow>(
    db,
    sql`select ${deckSlides(sql.raw('deck'))} as slides, deck.state_identifier as "stateIdentifier", deck.language
      from lesson_slides deck where deck.lesson_id = ${lessonId} and deck.version_type = ${versionType}`,
  );
  return row;
}

export interface SlidesWrite {
  accountId: string;
  lessonId: string;
  /** The whole deck in order: each slide's id and hash (the deck row keeps both). */
  slides: readonly StoredSlide[];
  /** The slides whose rows are written: new, or changed since they were stored. */
  changed: readonly StoredSlide[];
  /** Ids of stored slides no longer in the deck. */
  removedIds: readonly string[];
  /** The identifier the save started from; null when it started from a lesson never saved. */
  fromIdentifier: string | null;
  newIdentifier: string;
  language: string;
  now: Date;
}

/**
 * How closely a lesson's modified time follows its slide saves. An autosave every second would otherwise
 * rewrite the lesson row (and, through its trigger, the course's lesson-list version) every second; the
 * lesson list shows when a lesson changed to the minute, so a minute's lag is never seen.
 */
export const LESSON_MODIFIED_RESOLUTION_SECONDS = 60;

/**
 * One statement, so one atomic step: writes the Latest deck only while its stored identifier is still
 * `fromIdentifier`, then (only if it did) the changed slides' rows, the removal of the dropped ones, and
 * the lesson's changed-since-publishing flag and modified time (to the minute). Of two saves from one identifier exactly
 * one writes: the other waits for the first's row lock on the deck, then finds the identifier changed
 * (PostgreSQL re-checks the condition on the new row) and writes nothing at all; two first saves of a
 * lesson race on the deck's primary key instead. Returns whether this save was written.
 */
export async function writeSlidesIfCurrent(db: Executor, write: SlidesWrite): Promise<boolean> {
  const now = write.now.toISOString();
  const slideIds = sql`array(select jsonb_array_elements_text(${jsonList(write.slides.map((slide) => slide.id))}::jsonb))`;
  const slideHashes = sql`array(select jsonb_array_elements_text(${jsonList(write.slides.map((slide) => slide.hash))}::jsonb))`;
  const rows = await rowsOf<{ written: number }>(
    db,
    sql`with updated as (
        update lesson_slides set slide_ids = ${slideIds}, slide_hashes = ${slideHashes}, slide_count = ${write.slides.length},
          state_identifier = ${write.newIdentifier}, language = ${write.language}, modified_at = ${now}::timestamptz
        where lesson_id = ${write.lessonId} and version_type = 'Latest' and state_identifier is not distinct from ${write.fromIdentifier}::text
        returning lesson_id),
      inserted as (
        insert into lesson_slides (lesson_id, version_type, account_id, slide_ids, slide_hashes, slide_count, state_identifier, language, modified_at)
        select ${write.lessonId}::uuid, 'Latest', ${write.accountId}::uuid, ${slideIds}, ${slideHashes}, ${write.slides.length}, ${write.newIdentifier}, ${write.language}, ${now}::timestamptz
        where ${write.fromIdentifier}::text is null
          and not exists (select 1 from lesson_slides where lesson_id = ${write.lessonId} and version_type = 'Latest')
        on conflict (lesson_id, version_type) do nothing
        returning lesson_id),
      written as (select lesson_id from updated union all select lesson_id from inserted),
      removed as (
        delete from lesson_slide_contents where lesson_id = ${write.lessonId} and version_type = 'Latest' and exists (select 1 from written)
          and slide_id in (select jsonb_array_elements_text(${jsonList(write.removedIds)}::jsonb))
        returning slide_id),
      upserted as (
        insert into lesson_slide_contents (lesson_id, version_type, slide_id, slide)
        select ${write.lessonId}::uuid, 'Latest', entry ->> 'id', entry -> 'slide' from jsonb_array_elements(${changedSlidesParameter(write.changed)}::jsonb) as entry
        where exists (select 1 from written)
        on conflict (lesson_id, version_type, slide_id) do update set slide = excluded.slide
        returning slide_id),
      touched as (
        update lessons set modified_at = ${now}::timestamptz, has_unpublished_changes = is_published
        where id in (select lesson_id from written)
          and (has_unpublished_changes <> is_published or modified_at < ${now}::timestamptz - ${sql.raw(`interval '${LESSON_MODIFIED_RESOLUTION_SECONDS} seconds'`)})
        returning id)
      select count(*)::int as written from written`,
  );
  return (rows[0]?.written ?? 0) > 0;
}

/** Seeds: the Latest deck of a lesson that has none yet. */
export async function insertLatestDeck(
  db: Executor,
  deck: Pick<SlidesWrite, 'accountId' | 'lessonId' | 'newIdentifier' | 'language' | 'now'>,
  slides: readonly StoredSlide[],
): Promise<void> {
  const written = await writeSlidesIfCurrent(db, { ...deck, slides, changed: slides, removedIds: [], fromIdentifier: null });
  if (!written) throw new Error(`The lesson ${deck.lessonId} already has slides.`);
}

/** A copied lesson starts with the original's Latest slides under a fresh identifier. */
export async function copyLatestSlides(db: Executor, fromLessonId: string, toLessonId: string, newIdentifier: string): Promise<void> {
  await db.execute(sql`insert into lesson_slides (lesson_id, version_type, account_id, slide_ids, slide_hashes, slide_count, state_identifier, language, modified_at)
    select ${toLessonId}::uuid, 'Latest', account_id, slide_ids, slide_hashes, slide_count, ${newIdentifier}, language, modified_at
    from lesson_slides where lesson_id = ${fromLessonId} and version_type = 'Latest'`);
  await db.execute(sql`insert into lesson_slide_contents (lesson_id, version_type, slide_id, slide)
    select ${toLessonId}::uuid, 'Latest', slide_id, slide from lesson_slide_contents
    where lesson_id = ${fromLessonId} and version_type = 'Latest'`);
}

/**
 * Authoring §4 publishing: each lesson's Latest slides become its Published slides (a lesson without
 * Latest slides then has none published). Later saves change only the Latest deck.
 */
export async function publishSlides(db: Executor, lessonIds: readonly string[]): Promise<void> {
  if (lessonIds.length === 0) return;
  const ids = sql`(select jsonb_array_elements_text(${jsonList(lessonIds)}::jsonb)::uuid)`;
  await db.execute(sql`delete from lesson_slides where version_type = 'Published' and lesson_id in ${ids}`);
  await db.execute(sql`insert into lesson_slides (lesson_id, version_type, account_id, slide_ids, slide_hashes, slide_count, state_identifier, language, modified_at)
    select lesson_id, 'Published', account_id, slide_ids, slide_hashes, slide_count, state_identifier, language, modified_at
    from lesson_slides where version_type = 'Latest' and lesson_id in ${ids}`);
  await db.execute(sql`insert into lesson_slide_contents (lesson_id, version_type, slide_id, slide)
    select lesson_id, 'Published', slide_id, slide from lesson_slide_contents where version_type = 'Latest' and lesson_id in ${ids}`);
}

/** Ids of the Latest slides of the given types. */
export async function storedSlideIdsOfTypes(db: Executor, lessonId: string, types: readonly string[]): Promise<Set<string>> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select slide_id as id from lesson_slide_contents where lesson_id = ${lessonId} and version_type = 'Latest'
      and slide ->> 'type' in (select jsonb_array_elements_text(${jsonList(types)}::jsonb))`,
  );
  return new Set(rows.map((row) => row.id));
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
export async function listCoursesWithSlideLessons(
  db: Executor,
  accountId: string,
  courseId: string,
  exceptLessonId: string,
): Promise<OtherCourseRow[]> {
  return rowsOf<OtherCourseRow>(
    db,
    sql`select c.id, c.title,
        json_agg(json_build_object('id', l.id, 'title', l.title, 'slideCount', coalesce(deck.slide_count, 0)) order by l.rank, l.id) as lessons
      from courses c
      join lessons l on l.course_id = c.id and l.kind = 'Lesson' and l.id <> ${exceptLessonId}
      left join lesson_slides deck on deck.lesson_id = l.id and deck.version_type = 'Latest'
      where c.account_id = ${accountId}
      group by c.id
      order by (c.id = ${courseId}) desc, c.created_at desc, c.id desc`,
  );
}

export interface DeckToCheckRow {
  lessonId: string;
  lessonTitle: string;
  slides: unknown[];
}

/**
 * A version's slides of the given slide lessons (Lesson kind), in course order, for the check before
 * publishing; the decks stay locked until the caller's transaction ends, so no save changes them between.
 */
export async function readDecksToCheck(db: Executor, lessonIds: readonly string[], versionType: VersionType): Promise<DeckToCheckRow[]> {
  if (lessonIds.length === 0) return [];
  return rowsOf<DeckToCheckRow>(
    db,
    sql`select l.id as "lessonId", l.title as "lessonTitle", ${deckSlides(sql.raw('deck'))} as slides
      from lessons l join lesson_slides deck on deck.lesson_id = l.id and deck.version_type = ${versionType}
      where l.kind = 'Lesson' and l.id in (select jsonb_array_elements_text(${jsonList(lessonIds)}::jsonb)::uuid)
      order by l.rank, l.id
      for update of deck`,
  );
}

/** The Published slides of the course's published slide lessons: what its learners will play. */
export async function readPublishedDecksOfCourse(db: Executor, courseId: string): Promise<DeckToCheckRow[]> {
  return rowsOf<DeckToCheckRow>(
    db,
    sql`select l.id as "lessonId", l.title as "lessonTitle", ${deckSlides(sql.raw('deck'))} as slides
      from lessons l join lesson_slides deck on deck.lesson_id = l.id and deck.version_type = 'Published'
      where l.course_id = ${courseId} and l.kind = 'Lesson' and l.is_published
      order by l.rank, l.id`,
  );
}
