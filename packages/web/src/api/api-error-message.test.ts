import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../test/with-i18n.tsx';
import { ApiError, NETWORK_FAILURE_STATUS } from './api-error.ts';
import { apiErrorMessage } from './api-error-message.ts';

const refusal = (code: string, details?: unknown, status = 409) =>
  new ApiError({ status, code, serverMessage: `The server's English words for ${code}.`, details });

async function messageIn(language: string, error: unknown): Promise<string> {
  const i18n = await createTestI18n(language);
  return apiErrorMessage(error, i18n.t);
}

describe('apiErrorMessage', () => {
  it('words a known code in the reader’s language, not in the server’s English', async () => {
    const error = refusal('email_taken');
    expect(await messageIn('es-ES', error)).toBe('Esta dirección de correo electrónico ya pertenece a otra persona.');
    expect(await messageIn('en-US', error)).toBe('This e-mail address already belongs to someone.');
  });

  it('shows the server’s own message for a code this app does not know', async () => {
    expect(await messageIn('es-ES', refusal('brand_new_refusal'))).toBe("The server's English words for brand_new_refusal.");
  });

  it('falls back to the generic sentence for an unknown code without a message', async () => {
    expect(await messageIn('es-ES', new ApiError({ status: 502, code: 'http_502' }))).toBe(
      'La solicitud no se completó. Inténtalo de nuevo.',
    );
  });

  it('names the values the details carry: the courses to complete first, the plan’s limit', async () => {
    const locked = refusal('course-locked', {
      missingPrerequisites: [
        { id: 'c1', title: 'Safety basics' },
        { id: 'c2', title: 'First aid' },
      ],
    });
    expect(await messageIn('es-ES', locked)).toBe('Completa primero “Safety basics”, “First aid”.');
    const limit = refusal('lesson_limit_reached', { lessonLimit: 50, lessonCount: 50 }, 403);
    expect(await messageIn('es-ES', limit)).toBe(
      'Tu plan permite 50 lecciones y la cuenta tiene 50. Elimina una lección o mejora el plan para añadir más.',
    );
  });

  it('says why a lesson is locked, with the date in the reader’s language', async () => {
    expect(await messageIn('es-ES', refusal('lesson-locked', { locked: true, reason: 'completed', lockedUntil: null }))).toBe(
      'Ya has completado esta lección; no se puede volver a jugar.',
    );
    const interval = refusal('lesson-locked', { locked: true, reason: 'interval', lockedUntil: '2026-03-05T10:30:00.000Z' });
    const spanish = await messageIn('es-ES', interval);
    expect(spanish).toMatch(/^Podrás volver a intentar esta lección después del .*mar.* 2026/);
    expect(await messageIn('es-ES', refusal('lesson-locked', { locked: true, reason: 'something-new' }))).toBe(
      'Esta lección está bloqueada.',
    );
  });

  it('words a validation failure generically and names the fields the details point at', async () => {
    const issues = [
      { path: ['endDateTime'], code: 'custom', message: 'The end must be after the start.' },
      { path: ['title'], code: 'too_small', message: 'Too short' },
      { path: ['title'], code: 'too_big', message: 'Too long' },
    ];
    expect(await messageIn('es-ES', refusal('validation_failed', issues, 400))).toBe(
      'Parte de lo introducido no es válido. Revisa: endDateTime, title.',
    );
    expect(await messageIn('en-US', refusal('validation_failed', { path: ['ratings'] }, 400))).toBe(
      'Some of what was entered is not valid. Check: ratings.',
    );
    const slide = { slideId: 's3', slideIndex: 2, path: ['title'] };
    expect(await messageIn('es-ES', refusal('validation_failed', slide, 400))).toBe('La diapositiva 3 no es válida. Revisa: title.');
    expect(await messageIn('es-ES', refusal('validation_failed', undefined, 400))).toBe(
      'Parte de lo introducido no es válido. Revísalo e inténtalo de nuevo.',
    );
  });

  it('keeps the caller’s override and the offline message first', async () => {
    const overridden = new ApiError({ status: 409, code: 'email_taken', serverMessage: 'x', overrideMessage: 'Our own words.' });
    expect(await messageIn('es-ES', overridden)).toBe('Our own words.');
    const offline = new ApiError({ status: NETWORK_FAILURE_STATUS, code: 'network' });
    expect(await messageIn('es-ES', offline)).toBe('¡Error de red! Asegúrate de estar conectado a una red activa e inténtalo de nuevo');
    expect(await messageIn('es-ES', new Error('boom'))).toBe('La solicitud no se completó. Inténtalo de nuevo.');
  });
});
