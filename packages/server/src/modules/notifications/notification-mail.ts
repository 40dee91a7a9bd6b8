// The e-mail of notifications: one message for one, a digest listing them all when several wait together,
// in the language the recipient chose in the app.
import type { Locale, NotificationKind } from '@slidewise/core';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { notificationWords, type NotificationWords } from './notification-words.ts';

export interface MailedNotification {
  kind: NotificationKind;
  subject: Record<string, string | null>;
}

export interface MailRecipient {
  email: string;
  firstName: string;
  /** Null when they never chose one: the message is in English. */
  language: Locale | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** One line saying what happened, in the words given. */
export function notificationLine({ kind, subject }: MailedNotification, words: NotificationWords): string {
  const due = subject.dueAt
    ? new Intl.DateTimeFormat(words.dateLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(subject.dueAt))
    : null;
  return words.line[kind]({
    course: subject.courseTitle ?? null,
    lesson: subject.lessonTitle ?? null,
    actor: subject.actorName ?? null,
    due,
  });
}

export function notificationMail(to: MailRecipient, items: readonly MailedNotification[], centreLink: string): OutgoingMail {
  const words = notificationWords(to.language);
  const lines = items.map((item) => notificationLine(item, words));
  const subject = items.length === 1 ? lines[0]! : words.digestSubject(items.length);
  const text = [
    words.greeting(to.firstName),
    '',
    ...lines.map((line) => (items.length === 1 ? line : `- ${line}`)),
    '',
    `${words.seeAll} ${centreLink}`,
    '',
    words.chooseKinds,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(words.greeting(to.firstName))}</p>`,
    items.length === 1 ? `<p>${escapeHtml(lines[0]!)}</p>` : `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(centreLink)}">${escapeHtml(words.openCentre)}</a></p>`,
    `<p>${escapeHtml(words.chooseKinds)}</p>`,
  ].join('\n');
  return { to: to.email, subject, text, html, link: centreLink };
}
