import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { slideNarrations } from '../../db/schema.ts';

export type SlideNarrationRow = typeof slideNarrations.$inferSelect;

/** The narrations made for a lesson's slides, by slide id. */
export async function listLessonNarrations(db: Executor, accountId: string, lessonId: string): Promise<Map<string, SlideNarrationRow>> {
  const rows = await db
    .select()
    .from(slideNarrations)
    .where(and(eq(slideNarrations.accountId, accountId), eq(slideNarrations.lessonId, lessonId)));
  return new Map(rows.map((row) => [row.slideId, row]));
}

/** Remembers the slide's newest narration, replacing the one before (whose audio stays in the media library). */
export async function saveSlideNarration(db: Executor, row: SlideNarrationRow): Promise<void> {
  await db
    .insert(slideNarrations)
    .values(row)
    .onConflictDoUpdate({
      target: [slideNarrations.lessonId, slideNarrations.slideId],
      set: { textHash: row.textHash, mediaId: row.mediaId, voice: row.voice, generatedAt: row.generatedAt },
    });
}
