import { randomInt } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH } from '@slidewise/core';

/**
 * A new verification code: 12 characters of 31 (about 59 bits), drawn from the system's secure random
 * source, so codes cannot be guessed by counting. A clash is caught by the unique index and drawn again.
 */
export function newCertificateCode(): string {
  let code = '';
  for (let index = 0; index < CERTIFICATE_CODE_LENGTH; index++)
    code += CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)];
  return code;
}
