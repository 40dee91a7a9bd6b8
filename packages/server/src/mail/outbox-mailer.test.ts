import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from './outbox-mailer.ts';

const directories: string[] = [];
afterEach(async () => {
  await Promise.all(directories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })));
});

describe('outbox mailer', () => {
  it('writes one JSON file per message, newest last by name, and logs the link', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'sw-outbox-'));
    directories.push(parent);
    const outbox = join(parent, 'outbox');
    let now = new Date('2025-01-02T03:04:05.000Z');
    const logged: object[] = [];
    const mailer = createOutboxMailer(outbox, () => now, { info: (details) => logged.push(details) });

    await mailer.send({ to: 'a@example.com', subject: 'First', text: 't', html: '<p>t</p>', link: 'http://x/1' });
    now = new Date('2025-01-02T03:04:06.000Z');
    await mailer.send({ to: 'b@example.com', subject: 'Second', text: 't', html: '<p>t</p>', link: 'http://x/2' });

    const files = (await readdir(outbox)).sort();
    // Only whole messages, nothing half-written or hidden.
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.json') && !file.startsWith('.'))).toBe(true);
    const newest = JSON.parse(await readFile(join(outbox, files[1]!), 'utf8'));
    expect(newest).toEqual({
      to: 'b@example.com',
      subject: 'Second',
      text: 't',
      html: '<p>t</p>',
      link: 'http://x/2',
      sentAt: '2025-01-02T03:04:06.000Z',
    });
    expect(logged).toContainEqual(expect.objectContaining({ link: 'http://x/1' }));
  });

  it("keeps the messages (live sign-in links) to the server's user: files 0600 in 0700 folders, an older open folder narrowed", async () => {
    const parent = await mkdtemp(join(tmpdir(), 'sw-outbox-'));
    directories.push(parent);
    const outbox = join(parent, 'outbox');
    await mkdir(outbox);
    await chmod(outbox, 0o755);
    const mailer = createOutboxMailer(outbox, () => new Date('2025-01-02T03:04:05.000Z'), { info: () => {} });

    await mailer.send({ to: 'a@example.com', subject: 'Sign in', text: 't', html: '<p>t</p>', link: 'http://x/magic-link?token=secret' });

    const permissions = async (path: string) => (await stat(path)).mode & 0o777;
    const [file] = await readdir(outbox);
    expect(await permissions(join(outbox, file!))).toBe(0o600);
    expect(await permissions(outbox)).toBe(0o700);
    expect(await permissions(join(parent, '.outbox-incoming'))).toBe(0o700);
  });
});
