import type { TFunction } from 'i18next';
import { aiErrorMessage, isApiError } from '../../../api/index.ts';

/** The narration refusals the editor words itself, in the author's language (the server's are English). */
const knownCodes = ['feature_off', 'narration_no_text', 'narration_too_long'] as const;
type KnownCode = (typeof knownCodes)[number];

const isKnownCode = (code: string): code is KnownCode => (knownCodes as readonly string[]).includes(code);

/** Narration's own refusals, else the failures every AI action shares (aiErrorMessage). */
export function narrationErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error) && isKnownCode(error.code)) return t(`lessonEditor.narration.errors.${error.code}` as const);
  return aiErrorMessage(error, t);
}
