import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L: codes are read aloud and typed from slides.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

export function newInviteCode(): string {
  let code = '';
  for (let index = 0; index < INVITE_CODE_LENGTH; index += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** An invite link's code: long enough that links cannot be guessed, still within the sign-up schema's 32. */
export const INVITE_LINK_CODE_LENGTH = 24;

export function newInviteLinkCode(): string {
  let code = '';
  for (let index = 0; index < INVITE_LINK_CODE_LENGTH; index += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}
