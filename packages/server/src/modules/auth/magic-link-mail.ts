import type { OutgoingMail } from '../../mail/mailer.ts';
import { linkMail } from '../../mail/link-mail.ts';

export function magicLinkMail(to: string, firstName: string, link: string, lifetimeMinutes: number): OutgoingMail {
  return linkMail({
    to,
    subject: 'Your Slidewise sign-in link',
    firstName,
    lead: `Open this link to sign in to Slidewise. It works once and expires in ${lifetimeMinutes} minutes:`,
    linkText: 'Sign in to Slidewise',
    link,
    closing: 'If you did not ask for it, you can ignore this e-mail.',
  });
}

/** To an address that already has an account, when someone signs up with it: a way in instead of a second account. */
export function accountExistsMail(to: string, firstName: string, link: string, lifetimeMinutes: number): OutgoingMail {
  return linkMail({
    to,
    subject: 'You already have a Slidewise account',
    firstName,
    lead: `Someone, probably you, tried to sign up to Slidewise with this e-mail address, which already has an account. Open this link to sign in to it; it works once and expires in ${lifetimeMinutes} minutes:`,
    linkText: 'Sign in to Slidewise',
    link,
    closing: 'If it was not you, you can ignore this e-mail: nothing has changed.',
  });
}

/** To a new address: the link that confirms it and creates the account. */
export function signUpConfirmationMail(to: string, firstName: string, link: string, lifetimeHours: number): OutgoingMail {
  return linkMail({
    to,
    subject: 'Confirm your e-mail to finish signing up to Slidewise',
    firstName,
    lead: `Open this link to confirm your e-mail address and create your Slidewise account. It works for ${lifetimeHours} hours:`,
    linkText: 'Create my Slidewise account',
    link,
    closing: 'If you did not sign up, you can ignore this e-mail: no account is created without it.',
  });
}
