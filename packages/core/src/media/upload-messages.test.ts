import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES_BY_LOCALE, UPLOAD_REFUSAL_CODES, uploadRefusalMessage } from './upload-messages.ts';

describe('upload messages (templates §5)', () => {
  it('are the spec’s four sentences in en-US', () => {
    expect(UPLOAD_MESSAGES_BY_LOCALE['en-US']).toEqual({
      empty: 'File is empty.',
      tooLarge: 'File is too large.',
      unsupportedType: 'Unsupported file type. Please check your file type and try again.',
      tooManyFiles: 'Too many files, only one file is allowed.',
    });
  });

  it('have an es-ES sentence for each, different from the English', () => {
    for (const refusal of Object.keys(UPLOAD_REFUSAL_CODES) as (keyof typeof UPLOAD_REFUSAL_CODES)[]) {
      expect(UPLOAD_MESSAGES_BY_LOCALE['es-ES'][refusal]).toMatch(/\S/);
      expect(UPLOAD_MESSAGES_BY_LOCALE['es-ES'][refusal]).not.toBe(UPLOAD_MESSAGES_BY_LOCALE['en-US'][refusal]);
    }
  });

  it('word the too-many-files message with N files', () => {
    expect(uploadRefusalMessage('tooManyFiles')).toBe('Too many files, only one file is allowed.');
    expect(uploadRefusalMessage('tooManyFiles', 'en-US', 3)).toBe('Too many files, only 3 files are allowed.');
    expect(uploadRefusalMessage('tooManyFiles', 'es-ES', 3)).toBe('Demasiados archivos, solo se permiten 3 archivos.');
    expect(uploadRefusalMessage('empty', 'es-ES')).toBe('El archivo está vacío.');
  });

  it('carry one distinct code each', () => {
    expect(new Set(Object.values(UPLOAD_REFUSAL_CODES)).size).toBe(4);
  });
});
