import type { OutgoingMail } from '../../mail/mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function magicLinkMail(to: string, firstName: string, link: string, lifetimeMinutes: number): OutgoingMail {
  const subject = 'Your Slidewise sign-in link';
  const text = [
    `Hello ${firstName},`,
    '',
    `Open this link to sign in to Slidewise. It works once and expires in ${lifetimeMinutes} minutes:`,
    link,
    '',
    'If you did not ask for it, you can ignore this e-mail.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(firstName)},</p>`,
    `<p>Open this link to sign in to Slidewise. It works once and expires in ${lifetimeMinutes} minutes:</p>`,
    `<p><a href="${escapeHtml(link)}">Sign in to Slidewise</a></p>`,
    '<p>If you did not ask for it, you can ignore this e-mail.</p>',
  ].join('\n');
  return { to, subject, text, html, link };
}
