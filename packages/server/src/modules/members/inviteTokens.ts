import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long an invite's link works. */
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** An invite's secret: 32 random bytes, base64url; only its digest is stored. */
export function newInviteToken(): string {
  return randomBytes(32).toString('base64url');
}

export function inviteTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a stored digest is the token's, in constant time. */
export function inviteTokenMatches(storedHash: string, token: string): boolean {
  const stored = Buffer.from(storedHash, 'hex');
  const given = createHash('sha256').update(token).digest();
  return stored.length === given.length && timingSafeEqual(stored, given);
}

export const invitePath = (token: string) => `/invite/${token}`;
export const joinPath = (code: string) => `/join/${code}`;
