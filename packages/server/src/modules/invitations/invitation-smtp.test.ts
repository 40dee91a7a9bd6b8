import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { createTestDatabase, testConfig, TEST_PUBLIC_URL } from '../../test-support/index.ts';
import { startSmtpInbox } from '../../test-support/smtp-inbox.ts';
import { seedDemoIfEmpty } from '../../seed/seed.ts';
import { users } from '../../db/schema.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { startSession, SESSION_COOKIE_NAME } from '../auth/sessions.ts';
import { systemClock } from '../../clock.ts';

// The invitation goes out the way production sends mail: over SMTP (SMTP_URL) to a real SMTP server,
// started here, and the link in what it received signs the person up.
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  database = await createTestDatabase({ seeded: true });
  await seedDemoIfEmpty(database.db);
  app = await buildApp(testConfig({ smtpUrl: inbox.url }), { database: database.db });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await inbox.close();
});

describe('an invitation over SMTP', () => {
  it('arrives at the SMTP server and its link signs the invited person up', async () => {
    const [owner] = await database.db.select().from(users).where(eq(users.email, 'owner@demo.slidewise.dev'));
    const cookie = `${SESSION_COOKIE_NAME}=${app.signCookie(await startSession(database.db, systemClock, owner!))}`;
    const invited = await app.inject({
      method: 'POST',
      url: '/api/invitations',
      headers: { cookie },
      payload: { emails: ['smtp.learner@example.com'] },
    });
    expect(invited.statusCode).toBe(201);
    const mail = await inbox.mailTo('smtp.learner@example.com');
    expect(mail.raw).toContain('Subject: You are invited to Slidewise Demo on Slidewise');
    const token = new URL(mail.link(`${TEST_PUBLIC_URL}/accept-invitation`)).searchParams.get('token')!;
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, firstName: 'Sam', lastName: 'Smtp', password: 'a good password' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user).toMatchObject({ userEmail: 'smtp.learner@example.com', userFirstName: 'Sam' });
  });
});
