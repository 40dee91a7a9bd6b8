import { randomBytes } from 'node:crypto';
import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Clock } from '../clock.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

// The messages hold live sign-in links: only the server's own user may list or read them.
const PRIVATE_FOLDER_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder readable by its owner only, and narrows one made before (or by a looser umask). */
async function privateFolder(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  await chmod(path, PRIVATE_FOLDER_MODE);
}

export interface OutboxLog {
  info(details: object, message: string): void;
}

/**
 * Without SMTP_URL, mail is written as one JSON file per message into the outbox directory
 * (`{ to, subject, text, html, link, sentAt }`) and the link is logged, so development and the e2e
 * test can sign in by magic link without a mail server.
 */
export function createOutboxMailer(outboxDir: string, clock: Clock, log: OutboxLog): Mailer {
  const incomingDir = join(dirname(outboxDir), `.${basename(outboxDir)}-incoming`);
  return {
    async send(mail: OutgoingMail) {
      const sentAt = clock().toISOString();
      await privateFolder(outboxDir);
      await privateFolder(incomingDir);
      // Names sort by time, so the newest message is the last one listed.
      const name = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const body = JSON.stringify({ ...mail, sentAt }, null, 2);
      // Written beside the outbox, then moved in: whoever lists the outbox only ever sees whole messages.
      const partial = join(incomingDir, name);
      await writeFile(partial, body, { mode: PRIVATE_FILE_MODE });
      await rename(partial, join(outboxDir, name));
      log.info({ to: mail.to, link: mail.link, file: join(outboxDir, name) }, `mail written to the outbox: ${mail.subject}`);
    },
  };
}
