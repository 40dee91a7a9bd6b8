import type { OutgoingMail } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export interface LinkMailParts {
  to: string;
  subject: string;
  firstName: string;
  /** What the link does and how long it works, just before it. */
  lead: string;
  /** The words of the link in the html part. */
  linkText: string;
  link: string;
  /** What to do if the mail was not expected. */
  closing: string;
}

/** A short mail about one link, as text and as html (every value escaped). */
export function linkMail({ to, subject, firstName, lead, linkText, link, closing }: LinkMailParts): OutgoingMail {
  const text = [`Hello ${firstName},`, '', lead, link, '', closing].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(firstName)},</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>`,
    `<p>${escapeHtml(closing)}</p>`,
  ].join('\n');
  return { to, subject, text, html, link };
}
