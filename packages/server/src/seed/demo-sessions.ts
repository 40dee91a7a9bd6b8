import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { conferenceRegistrations, lessons, observationSubmissions, users } from '../db/schema.ts';

// The sample course's observation and conference come with criteria, a completed record and a
// registration, so a facilitator opening them sees how they work rather than empty pages.

export const demoObservation = {
  lessonTitle: 'Run a lesson with a colleague',
  criteria: [
    { id: 'welcome', title: 'Welcomes the group and says what they will learn', description: 'Within the first two minutes.' },
    { id: 'one-idea', title: 'Keeps each slide to one idea', description: '' },
    { id: 'checks', title: 'Checks understanding with a question', description: 'A quiz slide or a spoken question.' },
  ],
  learnerEmail: 'learner1@demo.slidewise.dev',
  observerEmail: 'facilitator@demo.slidewise.dev',
};

export const demoConference = {
  lessonTitle: 'Live questions and answers',
  // A public Jitsi Meet room: any name opens one, so the demo's join button leads somewhere real.
  joinUrl: 'https://meet.jit.si/slidewise-demo',
  capacity: 30,
  registeredEmails: ['learner1@demo.slidewise.dev', 'learner2@demo.slidewise.dev'],
};

const HOUR_MS = 3_600_000;

export async function seedDemoSessions(tx: Executor, accountId: string, now: Date): Promise<void> {
  const people = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.accountId, accountId));
  const person = (email: string) => {
    const found = people.find((candidate) => candidate.email === email);
    if (!found) throw new Error(`demo person ${email} missing`);
    return { id: found.id, name: `${found.firstName} ${found.lastName}` };
  };
  const lessonId = async (kind: string, title: string) => {
    const [row] = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.accountId, accountId), eq(lessons.kind, kind), eq(lessons.title, title)))
      .limit(1);
    return row?.id;
  };
  const mergeData = (id: string, fields: Record<string, unknown>) =>
    tx.execute(sql`update lessons set data = data || ${JSON.stringify(fields)}::jsonb where id = ${id}`);

  const observationId = await lessonId('Observation', demoObservation.lessonTitle);
  if (observationId) {
    await mergeData(observationId, { criteria: demoObservation.criteria });
    const learner = person(demoObservation.learnerEmail);
    const observer = person(demoObservation.observerEmail);
    const observedAt = new Date(now.getTime() - 2 * HOUR_MS);
    await tx.insert(observationSubmissions).values({
      accountId,
      lessonId: observationId,
      learnerUserId: learner.id,
      learnerName: learner.name,
      observerUserId: observer.id,
      observerName: observer.name,
      state: 'completed',
      passed: true,
      ratings: [
        { criterionId: 'welcome', met: true, note: 'A clear promise on the first slide.' },
        { criterionId: 'one-idea', met: true, note: '' },
        { criterionId: 'checks', met: false, note: 'Try a quick poll half way.' },
      ],
      note: 'A confident first run.',
      version: 4,
      submittedAt: new Date(observedAt.getTime() + HOUR_MS / 2),
      completedAt: new Date(observedAt.getTime() + HOUR_MS),
      createdAt: observedAt,
      modifiedAt: new Date(observedAt.getTime() + HOUR_MS),
    });
  }

  const conferenceId = await lessonId('Conference', demoConference.lessonTitle);
  if (conferenceId) {
    // Next week at the same time, for an hour.
    const start = new Date(now.getTime() + 7 * 24 * HOUR_MS);
    await mergeData(conferenceId, {
      startDateTime: start.toISOString(),
      endDateTime: new Date(start.getTime() + HOUR_MS).toISOString(),
      joinUrl: demoConference.joinUrl,
      capacity: demoConference.capacity,
    });
    await tx.insert(conferenceRegistrations).values(
      demoConference.registeredEmails.map((email, index) => ({
        accountId,
        lessonId: conferenceId,
        userId: person(email).id,
        createdAt: new Date(now.getTime() - (2 - index) * HOUR_MS),
      })),
    );
  }
}
