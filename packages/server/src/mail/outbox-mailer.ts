import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Clock } from '../clock.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

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
      await mkdir(outboxDir, { recursive: true });
      await mkdir(incomingDir, { recursive: true });
      // Names sort by time, so the newest message is the last one listed.
      const name = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const body = JSON.stringify({ ...mail, sentAt }, null, 2);
      // Written beside the outbox, then moved in: whoever lists the outbox only ever sees whole messages.
      const partial = join(incomingDir, name);
      await writeFile(partial, body);
      await rename(partial, join(outboxDir, name));
      log.info({ to: mail.to, link: mail.link, file: join(outboxDir, name) }, `mail written to the outbox: ${mail.subject}`);
    },
  };
}
