import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createDatabase, type DatabaseHandle } from '../../db/client.ts';

// Migrations 0004 and 0005 move the slides that lessons kept in their documents into decks
// (lesson_slides) of one row per slide (lesson_slide_contents). They run on data written before them:
// migrate to 0003, write lessons the old way, then migrate the rest.
const migrationsFolder = fileURLToPath(new URL('../../db/migrations', import.meta.url));
const BEFORE_SLIDES_TABLE = 3;

let handle: DatabaseHandle;
let oldMigrations: string;
beforeAll(async () => {
  oldMigrations = mkdtempSync(join(tmpdir(), 'slidewise-migrations-'));
  cpSync(migrationsFolder, oldMigrations, { recursive: true });
  const journalFile = join(oldMigrations, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= BEFORE_SLIDES_TABLE);
  writeFileSync(journalFile, JSON.stringify(journal));
  handle = await createDatabase({ databaseUrl: undefined, pgliteDataDir: 'memory://' });
});
afterAll(async () => {
  await handle?.close();
  rmSync(oldMigrations, { recursive: true, force: true });
});

const slide = (id: string) => ({
  id,
  type: 'title',
  subtype: 'default',
  name: id,
  displayIndex: 1,
  templateName: 'Title',
  templateDescription: '',
  data: { title: id },
  metadata: { sourceId: '', sourceType: '', slideId: id, questions: [] },
});

describe('migrations 0004_lesson_slides and 0005_lesson_slide_contents', () => {
  it('moves Latest and Published slides with their identifier into lesson_slides and out of the lesson documents', async () => {
    if (handle.kind !== 'pglite') throw new Error('expected PGlite');
    const db = drizzle({ client: handle.client });
    await migrate(db, { migrationsFolder: oldMigrations });
    const client = handle.client;
    const [{ id: accountId }] = (
      await client.query<{ id: string }>(`insert into accounts (name, plan_kind) values ('Old', 'enterprise') returning id`)
    ).rows as [{ id: string }];
    const [{ id: courseId }] = (
      await client.query<{ id: string }>(
        `insert into courses (account_id, title, course_status) values ($1, 'Old course', 'Draft') returning id`,
        [accountId],
      )
    ).rows as [{ id: string }];
    const insertLesson = async (kind: string, data: object, publishedData: object | null) =>
      (
        await client.query<{ id: string }>(
          `insert into lessons (account_id, course_id, kind, title, rank, data, published_data) values ($1, $2, $3, 'L', 'a', $4, $5) returning id`,
          [accountId, courseId, kind, JSON.stringify(data), publishedData && JSON.stringify(publishedData)],
        )
      ).rows[0]!.id;
    const published = await insertLesson(
      'Lesson',
      {
        configuration: { slides: [slide('s2'), slide('s1'), slide('s2')], scale: 1 },
        latestSavedSlidesStateIdentifier: 'latest-id',
        hideScore: true,
      },
      { configuration: { slides: [slide('s1')], scale: 1 }, latestSavedSlidesStateIdentifier: 'published-id', title: 'L' },
    );
    const draft = await insertLesson('Lesson', { configuration: { slides: [slide('d1')] } }, null);
    const discussion = await insertLesson('Discussion', { configuration: { slides: [] }, postRequired: true }, null);

    await migrate(db, { migrationsFolder });

    const decks = (
      await client.query<{
        lesson_id: string;
        version_type: string;
        slide_ids: string[];
        slide_hashes: string[];
        slide_count: number;
        state_identifier: string | null;
      }>(
        `select lesson_id, version_type, slide_ids, slide_hashes, slide_count, state_identifier from lesson_slides order by lesson_id, version_type`,
      )
    ).rows;
    // No hash is known yet: an empty one matches no slide, so the first save rewrites each slide once.
    for (const deck of decks) expect(deck.slide_hashes).toEqual(deck.slide_ids.map(() => ''));
    const contents = (
      await client.query<{ lesson_id: string; version_type: string; slide_id: string; slide: { id: string; name: string } }>(
        `select lesson_id, version_type, slide_id, slide from lesson_slide_contents`,
      )
    ).rows;
    const byLesson = (lessonId: string) =>
      decks
        .filter((deck) => deck.lesson_id === lessonId)
        .map((deck) => [
          deck.version_type,
          deck.slide_ids,
          deck.slide_count,
          deck.state_identifier,
          contents
            .filter((row) => row.lesson_id === lessonId && row.version_type === deck.version_type)
            .map((row) => row.slide.name)
            .sort(),
        ]);
    // A repeated id keeps its first place.
    expect(byLesson(published)).toEqual([
      ['Latest', ['s2', 's1'], 2, 'latest-id', ['s1', 's2']],
      ['Published', ['s1'], 1, 'published-id', ['s1']],
    ]);
    expect(byLesson(draft)).toEqual([['Latest', ['d1'], 1, null, ['d1']]]);
    expect(byLesson(discussion)).toEqual([]);

    const documents = (
      await client.query<{ id: string; data: Record<string, unknown>; published_data: Record<string, unknown> | null }>(
        `select id, data, published_data from lessons`,
      )
    ).rows;
    for (const document of documents) {
      expect(document.data).not.toHaveProperty('latestSavedSlidesStateIdentifier');
      expect(document.data.configuration).not.toHaveProperty('slides');
      if (document.published_data) expect(document.published_data.configuration).not.toHaveProperty('slides');
    }
    expect(documents.find((document) => document.id === published)!.data).toEqual({ configuration: { scale: 1 }, hideScore: true });
    expect(documents.find((document) => document.id === discussion)!.data).toEqual({ configuration: {}, postRequired: true });
  });
});
