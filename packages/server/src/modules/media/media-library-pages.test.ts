// The media library a page at a time (issue 13, "Show more"): keyset pages resumed from a cursor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem, MediaListResponse } from '@slidewise/core';
import { encodeCursor } from '../people/directory-cursor.ts';
import type { CourseAdminRole } from '../../test-support/course-admin.ts';
import { completedItem, createMediaTestApp, type MediaTestApp } from './testing/media-fixture.ts';
import * as samples from './testing/sample-files.ts';

let media: MediaTestApp;
beforeAll(async () => {
  media = await createMediaTestApp('disk');
}, 30_000);
afterAll(() => media?.close());

const upload = async (fileName: string, as: CourseAdminRole | 'outsider' = 'content-author') =>
  completedItem(await media.upload({ contentType: 'image', fileName, data: await samples.png(), as })) as MediaItem;
const list = async (query: string, as: CourseAdminRole | 'outsider' = 'content-author') => {
  const answer = await media.fixture.call('GET', `/api/media?${query}`, undefined, as);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as MediaListResponse;
};
const ids = (page: MediaListResponse) => page.items.map((item) => item.id);

/** Every page from the first, following nextCursor, as the ids of each page. */
async function walk(query: string, as: CourseAdminRole | 'outsider' = 'content-author') {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const page: MediaListResponse = await list(cursor ? `${query}&cursor=${encodeURIComponent(cursor)}` : query, as);
    pages.push(ids(page));
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

describe('the media library in keyset pages', () => {
  it('walks every file once, newest first and by id among files of the same moment, in the account only', async () => {
    const theirs = [await upload('theirs-1.png', 'outsider'), await upload('theirs-2.png', 'outsider')];
    media.test.clock.advance(1000);
    // Three uploads at the same instant: only their id orders them, and the pages must agree on it.
    const sameMoment = [await upload('a.png'), await upload('b.png'), await upload('c.png')];
    media.test.clock.advance(1000);
    const later = [await upload('d.png'), await upload('e.png')];

    const everything = await list('pageSize=100');
    expect(everything.nextCursor).toBeNull();
    expect(everything.totalCount).toBe(5);
    expect(new Set(ids(everything))).toEqual(new Set([...sameMoment, ...later].map((item) => item.id)));
    expect(ids(everything).slice(0, 2).sort()).toEqual(later.map((item) => item.id).sort());

    const pages = await walk('pageSize=2');
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(ids(everything));
    // Every page counts the whole library, not what is left after the cursor.
    expect((await list('pageSize=2')).totalCount).toBe(5);

    // The other account's cursor places them in their own list only.
    const firstPage = await list('pageSize=2');
    const fromOurs = await list(`pageSize=100&cursor=${encodeURIComponent(firstPage.nextCursor!)}`, 'outsider');
    expect(new Set(ids(fromOurs))).toEqual(new Set(theirs.map((item) => item.id)));
  });

  it('neither repeats nor skips a file when one is uploaded between two pages', async () => {
    const own = await list('pageSize=100');
    const first = await list('pageSize=2');
    media.test.clock.advance(1000);
    const newer = await upload('uploaded-meanwhile.png');
    const rest = await list(`pageSize=100&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect([...ids(first), ...ids(rest)]).toEqual(ids(own));
    expect(ids(rest)).not.toContain(newer.id);
    expect(ids(await list('pageSize=1'))).toEqual([newer.id]);
  });

  it('pages a search too, with the filter kept', async () => {
    const pages = await walk('pageSize=1&search=.png&contentType=image');
    expect(pages.flat()).toEqual(ids(await list('pageSize=100&search=.png&contentType=image')));
    expect(pages.every((page) => page.length === 1)).toBe(true);
  });

  it('answers 400 for a cursor that is not one of ours, and for a cursor with a page number', async () => {
    const first = await list('pageSize=1');
    const forged = encodeCursor(["2024-01-01'; drop table media; --"], crypto.randomUUID());
    for (const query of ['cursor=nonsense', `cursor=${forged}`, `page=2&cursor=${encodeURIComponent(first.nextCursor!)}`]) {
      const answer = await media.fixture.call('GET', `/api/media?${query}`);
      expect([query, answer.statusCode, answer.json().code]).toEqual([query, 400, 'validation_failed']);
    }
  });
});
