import type { OutgoingMail } from '../../mail/mailer.ts';
import { linkMail } from '../../mail/link-mail.ts';

export function passwordResetMail(to: string, firstName: string, link: string, lifetimeMinutes: number): OutgoingMail {
  return linkMail({
    to,
    subject: 'Choose a new Slidewise password',
    firstName,
    lead: `Open this link to choose a new password. It works once and expires in ${lifetimeMinutes} minutes:`,
    linkText: 'Choose a new password',
    link,
    closing: 'If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
  });
}
