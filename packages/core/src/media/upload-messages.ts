import { UPLOAD_MESSAGES, uploadTooManyFilesMessage } from '../constants.ts';
import type { Locale } from '../enums/locale-values.ts';

/** Why an upload is refused: one of the four messages of templates §5. */
export type UploadRefusal = keyof typeof UPLOAD_MESSAGES;

/** The `code` an API error carries for each refusal, so a client shows the message in its own language. */
export const UPLOAD_REFUSAL_CODES = {
  empty: 'file_empty',
  tooLarge: 'file_too_large',
  unsupportedType: 'unsupported_file_type',
  tooManyFiles: 'too_many_files',
} as const satisfies Record<UploadRefusal, string>;

/** Templates §5's messages (en-US verbatim) and their es-ES translations. */
export const UPLOAD_MESSAGES_BY_LOCALE: Readonly<Record<Locale, Readonly<Record<UploadRefusal, string>>>> = {
  'en-US': UPLOAD_MESSAGES,
  'es-ES': {
    empty: 'El archivo está vacío.',
    tooLarge: 'El archivo es demasiado grande.',
    unsupportedType: 'Tipo de archivo no admitido. Comprueba el tipo de archivo e inténtalo de nuevo.',
    tooManyFiles: 'Demasiados archivos, solo se permite un archivo.',
  },
};

/** The message for a refusal; `maximumFiles` words the too-many-files one ("only N files are allowed"). */
export function uploadRefusalMessage(refusal: UploadRefusal, locale: Locale = 'en-US', maximumFiles = 1): string {
  if (refusal === 'tooManyFiles' && maximumFiles !== 1) {
    return locale === 'es-ES' ? `Demasiados archivos, solo se permiten ${maximumFiles} archivos.` : uploadTooManyFilesMessage(maximumFiles);
  }
  return UPLOAD_MESSAGES_BY_LOCALE[locale][refusal];
}
