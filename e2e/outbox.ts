import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { e2eOutboxDir } from './environment.ts';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  sentAt: string;
}

/** Waits for the newest message the development outbox holds for `to` (with a subject matching `subject`, when given). */
export async function latestMessageTo(
  to: string,
  { subject, timeoutMs = 10_000 }: { subject?: RegExp; timeoutMs?: number } = {},
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(e2eOutboxDir).catch(() => [] as string[]);
    const messages = await Promise.all(
      files.map(async (file) => {
        const path = join(e2eOutboxDir, file);
        return { mtime: (await stat(path)).mtimeMs, message: JSON.parse(await readFile(path, 'utf8')) as OutboxMessage };
      }),
    );
    const mine = messages
      .filter(({ message }) => message.to === to && (!subject || subject.test(message.subject)))
      .sort((a, b) => b.mtime - a.mtime);
    if (mine[0]) return mine[0].message;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No message to ${to} arrived in ${e2eOutboxDir} within ${timeoutMs} ms`);
}
