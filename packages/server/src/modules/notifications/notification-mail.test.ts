import { describe, expect, it } from 'vitest';
import { notificationKinds } from '@slidewise/core';
import { notificationMail, type MailedNotification } from './notification-mail.ts';

const subject = { courseTitle: 'Fire safety', lessonTitle: 'Exits', actorName: 'Fay', dueAt: '2028-02-29T00:00:00.000Z' };
const everyKind: MailedNotification[] = notificationKinds.map((kind) => ({ kind, subject }));
const link = 'https://slidewise.test/notifications';

describe('notification e-mail', () => {
  it('says every kind in English, with the date written the English way', () => {
    const lines = everyKind.map(
      (item) => notificationMail({ email: 'a@example.com', firstName: 'Ann', language: 'en-US' }, [item], link).subject,
    );
    expect(lines).toEqual([
      'You have been assigned "Fire safety", due 29 February 2028.',
      '"Fire safety" is due 29 February 2028.',
      '"Fire safety" is overdue: it was due 29 February 2028.',
      '"Fire safety" has opened again for this period: complete it by 29 February 2028.',
      'Fay left feedback on your assessment "Exits".',
      'Fay posted in "Exits": a post to moderate.',
    ]);
  });

  it('says every kind in Spanish, with the date written the Spanish way', () => {
    const lines = everyKind.map(
      (item) => notificationMail({ email: 'a@example.com', firstName: 'Ana', language: 'es-ES' }, [item], link).subject,
    );
    expect(lines).toEqual([
      'Se te ha asignado «Fire safety», con fecha límite el 29 de febrero de 2028.',
      '«Fire safety» vence el 29 de febrero de 2028.',
      '«Fire safety» está vencido: vencía el 29 de febrero de 2028.',
      '«Fire safety» se ha abierto de nuevo para este periodo: complétalo antes del 29 de febrero de 2028.',
      'Fay ha comentado tu evaluación «Exits».',
      'Fay ha publicado en «Exits»: una publicación que moderar.',
    ]);
  });

  it('writes the digest in the reader language, English when they never chose one', () => {
    const spanish = notificationMail({ email: 'a@example.com', firstName: 'Ana', language: 'es-ES' }, everyKind, link);
    expect(spanish.subject).toBe('6 novedades de Slidewise');
    expect(spanish.text.split('\n').slice(0, 3)).toEqual([
      'Hola, Ana:',
      '',
      '- Se te ha asignado «Fire safety», con fecha límite el 29 de febrero de 2028.',
    ]);
    expect(spanish.text).toContain(`Míralas todas: ${link}`);
    expect(spanish.html).toContain('<li>Fay ha publicado en «Exits»: una publicación que moderar.</li>');

    const unchosen = notificationMail({ email: 'a@example.com', firstName: 'Ann', language: null }, everyKind.slice(0, 2), link);
    expect(unchosen.subject).toBe('2 updates from Slidewise');
    expect(unchosen.html).toContain('Open your notifications');
  });

  it('names what a notification without a date or title is about in either language', () => {
    const bare: MailedNotification = { kind: 'due-soon', subject: {} };
    expect(notificationMail({ email: 'a@example.com', firstName: 'A', language: 'en-US' }, [bare], link).subject).toBe(
      '"a course" is due soon.',
    );
    expect(notificationMail({ email: 'a@example.com', firstName: 'A', language: 'es-ES' }, [bare], link).subject).toBe(
      '«Un curso» vence pronto.',
    );
  });
});
