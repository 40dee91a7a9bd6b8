import { expect, test } from '@playwright/test';
import { asDemoOwner, DEMO_FACILITATOR, DEMO_LEARNER, DEMO_LEARNER_NAME, signedInPage } from './demo-activities.ts';

// Observations and conferences against the real server, in two browsers: the demo facilitator observes a
// learner and completes the record with a pass; the learner registers for a live conference and gets its
// join link; the facilitator marks the learner present; the learner sees the pass and the attendance.

const LEARNER = DEMO_LEARNER;
const LEARNER_NAME = DEMO_LEARNER_NAME;
const FACILITATOR = DEMO_FACILITATOR;
const JOIN_URL = 'https://meet.example.com/e2e-room';

/** As the demo owner: a published observation with two criteria and a published conference running now, in the sample course. */
function publishSessions(): Promise<{ observationId: string; conferenceId: string }> {
  return asDemoOwner(async ({ create, stamp }) => ({
    observationId: await create('/api/observations', {
      title: `Forklift check ${stamp}`,
      isPublished: true,
      criteria: [
        { id: 'walk-round', title: 'Walks round the truck first', description: '' },
        { id: 'seat-belt', title: 'Wears the seat belt', description: '' },
      ],
    }),
    conferenceId: await create('/api/conferences', {
      title: `Team call ${stamp}`,
      isPublished: true,
      startDateTime: new Date(Date.now() - 10 * 60_000).toISOString(),
      endDateTime: new Date(Date.now() + 60 * 60_000).toISOString(),
      joinUrl: JOIN_URL,
      capacity: 10,
    }),
  }));
}

test('a facilitator observes a learner and takes attendance; the learner registers, gets the join link and sees the results', async ({
  browser,
}) => {
  const { observationId, conferenceId } = await publishSessions();
  const facilitator = await signedInPage(browser, FACILITATOR);
  const learner = await signedInPage(browser, LEARNER);

  // The facilitator observes the learner: judges both criteria, submits, then completes with a pass.
  await facilitator.goto(`/practical-assessment/${observationId}`);
  await expect(facilitator.getByRole('heading', { level: 2, name: 'Observation records' })).toBeVisible();
  await facilitator.getByLabel('Learner to observe').selectOption({ label: `${LEARNER_NAME} (${LEARNER})` });
  await facilitator.getByRole('button', { name: 'Start observing' }).click();
  const record = facilitator.getByRole('region', { name: `Record of ${LEARNER_NAME}` });
  await record.getByRole('group', { name: 'Walks round the truck first' }).getByRole('radio', { name: 'Met', exact: true }).check();
  await record.getByRole('group', { name: 'Wears the seat belt' }).getByRole('radio', { name: 'Met', exact: true }).check();
  await record.getByLabel('Overall note').fill('Calm and careful.');
  await record.getByRole('button', { name: 'Submit' }).click();
  await expect(record.getByText('Submitted', { exact: true })).toBeVisible();
  await record.getByRole('radio', { name: 'Passed', exact: true }).check();
  await record.getByRole('button', { name: 'Complete' }).click();
  await expect(record.getByText('Completed', { exact: true })).toBeVisible();

  // The learner registers for the conference that is running and gets its join link.
  await learner.goto(`/learn/conferences/${conferenceId}`);
  await expect(learner.getByText('Happening now')).toBeVisible();
  await learner.getByRole('button', { name: 'Register' }).click();
  const join = learner.getByRole('link', { name: 'Join the conference' });
  await expect(join).toHaveAttribute('href', JOIN_URL);
  await expect(learner.getByText('9 places left')).toBeVisible();

  // The facilitator marks the learner present.
  await facilitator.goto(`/virtual-classroom/${conferenceId}`);
  const attendance = facilitator.getByRole('group', { name: `Attendance of ${LEARNER_NAME}` });
  await attendance.getByRole('button', { name: 'Attended' }).click();
  await expect(attendance.getByRole('button', { name: 'Attended' })).toHaveAttribute('aria-pressed', 'true');

  // The learner sees the attendance and the observation's result.
  await learner.reload();
  await expect(learner.getByText('You attended.')).toBeVisible();
  await learner.goto(`/learn/observations/${observationId}`);
  await expect(learner.getByText('You passed.')).toBeVisible();
  await expect(learner.getByText('Calm and careful.')).toBeVisible();
});
