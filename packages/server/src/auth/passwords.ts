import { hash, verify } from '@node-rs/argon2';

/** Argon2id, the library's default algorithm, with its default cost (19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

/**
 * Verified against when the e-mail is unknown, so a wrong e-mail costs as
 * long as a wrong password and response times do not reveal accounts.
 */
export const DUMMY_PASSWORD_HASH = hashPassword('not-a-real-password');
