import type { TrackedEventFamily } from '../tracking-plan.ts';
import { clientEvent, exampleIds, idOf, oneOf, whole } from './properties.ts';

// Templates §3.9: group training sessions, certificates and integrations.

const session = { session_id: idOf('The group training session.') };
const integrations = ['sso_saml', 'sso_oidc', 'lti', 'scorm_export', 'hris', 'slack', 'microsoft_teams', 'webhook', 'public_api'] as const;

export const deliveryEventFamilies: readonly TrackedEventFamily[] = [
  {
    family: 'Group training sessions',
    events: [
      clientEvent(
        'Group Training Session Scheduled',
        'A facilitator scheduled a session.',
        { ...session, course_id: idOf('The course it teaches.') },
        {
          session_id: exampleIds.other,
          course_id: exampleIds.course,
        },
      ),
      clientEvent('Group Training Session Started', 'A facilitator started a session.', session, { session_id: exampleIds.other }),
      clientEvent(
        'Group Training Attendance Recorded',
        'A facilitator marked attendance.',
        { ...session, attendee_count: whole('People marked present.') },
        {
          session_id: exampleIds.other,
          attendee_count: 12,
        },
      ),
      clientEvent('Group Training Session Completed', 'A facilitator closed a session.', session, { session_id: exampleIds.other }),
    ],
  },
  {
    family: 'Certificates and integrations',
    events: [
      clientEvent(
        'Certificate Issued',
        'A learner was awarded a certificate for a course.',
        { certificate_id: idOf('The certificate.'), course_id: idOf('The course.') },
        {
          certificate_id: exampleIds.other,
          course_id: exampleIds.course,
        },
      ),
      clientEvent(
        'Certificate Downloaded',
        'A certificate was downloaded.',
        { certificate_id: idOf('The certificate.'), format: oneOf(['pdf', 'png'], 'The file format.') },
        { certificate_id: exampleIds.other, format: 'pdf' },
      ),
      clientEvent(
        'Integration Connected',
        'An admin connected an integration.',
        { integration: oneOf(integrations, 'Which integration.') },
        {
          integration: 'lti',
        },
      ),
      clientEvent(
        'Integration Disconnected',
        'An admin disconnected an integration.',
        { integration: oneOf(integrations, 'Which integration.') },
        {
          integration: 'lti',
        },
      ),
    ],
  },
];
