import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L: codes are read aloud and typed from slides.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

export function newInviteCode(): string {
  let code = '';
  for (let index = 0; index < INVITE_CODE_LENGTH; index += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}
