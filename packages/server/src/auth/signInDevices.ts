import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { signInDevices } from '../db/schema.js';
import { hashToken, newToken } from './sessionTokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A browser unused for this long is a stranger again. */
export const DEVICE_MEMORY_MS = 365 * DAY_MS;
// Longer values are not ours (newToken makes 43 characters): not worth hashing.
const MAX_TOKEN_LENGTH = 64;

/** The stored hash of a device cookie, or null when there is none worth looking up. */
export function deviceHashOf(token: string | undefined): string | null {
  return token && token.length <= MAX_TOKEN_LENGTH ? hashToken(token) : null;
}

/** Whether the browser holding this device cookie signed in to the identity before. */
export async function isKnownDevice(
  db: Db,
  deviceHash: string,
  identityId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ lastSignedInAt: signInDevices.lastSignedInAt })
    .from(signInDevices)
    .where(and(eq(signInDevices.tokenHash, deviceHash), eq(signInDevices.identityId, identityId)));
  return !!row && now.getTime() - row.lastSignedInAt.getTime() < DEVICE_MEMORY_MS;
}

/**
 * Remembers that this browser signed in to the identity, and returns the
 * device cookie's value: the browser's own when it has one, else a new one.
 */
export async function rememberDevice(
  db: Db,
  token: string | undefined,
  identityId: string,
  now: Date,
): Promise<string> {
  const deviceToken = token && deviceHashOf(token) ? token : newToken();
  await db
    .insert(signInDevices)
    .values({ tokenHash: hashToken(deviceToken), identityId, lastSignedInAt: now })
    .onConflictDoUpdate({
      target: [signInDevices.tokenHash, signInDevices.identityId],
      set: { lastSignedInAt: now },
    });
  // Housekeeping rides along with sign-ins, as for sessions.
  await db
    .delete(signInDevices)
    .where(lt(signInDevices.lastSignedInAt, new Date(now.getTime() - DEVICE_MEMORY_MS)));
  return deviceToken;
}
