import type { OutgoingMail } from '../../mail/mailer.ts';
import { linkMail } from '../../mail/link-mail.ts';

/** To a person an administrator added or invited: the link where they choose a password and join. */
export function invitationMail(to: string, firstName: string, accountName: string, link: string, lifetimeDays: number): OutgoingMail {
  return linkMail({
    to,
    subject: `You are invited to ${accountName} on Slidewise`,
    firstName: firstName || to,
    lead: `You have been invited to join ${accountName} on Slidewise. Open this link to choose your password and sign in; it works once, for ${lifetimeDays} days:`,
    linkText: `Join ${accountName}`,
    link,
    closing: 'If you did not expect this invitation, you can ignore this e-mail.',
  });
}
