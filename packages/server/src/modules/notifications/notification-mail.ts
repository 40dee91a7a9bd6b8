// The e-mail of notifications: one message for one, a digest listing them all when several wait together.
import type { NotificationKind } from '@slidewise/core';
import type { OutgoingMail } from '../../mail/mailer.ts';

export interface MailedNotification {
  kind: NotificationKind;
  subject: Record<string, string | null>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const formatDate = (iso: string | null | undefined) =>
  iso ? new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)) : 'soon';

/** One line saying what happened (e-mail goes out in English; the centre speaks the reader's language). */
export function notificationLine({ kind, subject }: MailedNotification): string {
  const course = subject.courseTitle ?? 'a course';
  switch (kind) {
    case 'assigned':
      return subject.dueAt
        ? `You have been assigned "${course}", due ${formatDate(subject.dueAt)}.`
        : `You have been assigned "${course}".`;
    case 'due-soon':
      return `"${course}" is due ${formatDate(subject.dueAt)}.`;
    case 'overdue':
      return `"${course}" is overdue: it was due ${formatDate(subject.dueAt)}.`;
    case 'recurrence-reopened':
      return `"${course}" has opened again for this period: complete it by ${formatDate(subject.dueAt)}.`;
    case 'assessment-feedback':
      return `${subject.actorName ?? 'Your facilitator'} left feedback on your assessment "${subject.lessonTitle ?? course}".`;
    case 'post-to-moderate':
      return `${subject.actorName ?? 'A learner'} posted in "${subject.lessonTitle ?? course}": a post to moderate.`;
  }
}

export function notificationMail(
  to: { email: string; firstName: string },
  items: readonly MailedNotification[],
  centreLink: string,
): OutgoingMail {
  const lines = items.map(notificationLine);
  const subject = items.length === 1 ? lines[0]! : `${items.length} updates from Slidewise`;
  const text = [
    `Hello ${to.firstName},`,
    '',
    ...lines.map((line) => (items.length === 1 ? line : `- ${line}`)),
    '',
    `See them all: ${centreLink}`,
    '',
    'You can choose which notifications you receive by e-mail on the same page.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(to.firstName)},</p>`,
    items.length === 1 ? `<p>${escapeHtml(lines[0]!)}</p>` : `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(centreLink)}">Open your notifications</a></p>`,
    '<p>You can choose which notifications you receive by e-mail on the same page.</p>',
  ].join('\n');
  return { to: to.email, subject, text, html, link: centreLink };
}
