import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "no match", never as a server error.
    return false;
  }
}

// Checked when the e-mail is unknown, so a miss takes as long as a wrong password and timing does not
// reveal which addresses have accounts.
let decoyHash: Promise<string> | undefined;
export async function spendPasswordCheckTime(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy password that matches no one');
  await passwordMatches(await decoyHash, password);
}
