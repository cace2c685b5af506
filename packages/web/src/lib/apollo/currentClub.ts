import { makeVar } from '@apollo/client';
import { localStore, STORAGE_KEYS } from '../storage/localStore';

/** The current club's id, mirrored to local storage; read by the `currentClub @client` field. */
export const currentClubIdVar = makeVar<string | null>(localStore.get(STORAGE_KEYS.currentClub));

/** Stores the club the person works in; every query reading `currentClub` updates. */
export function setCurrentClubId(clubId: string | null): void {
  localStore.set(STORAGE_KEYS.currentClub, clubId);
  currentClubIdVar(clubId);
}

/** The cache's read function for `Query.currentClub`. */
export function readCurrentClub(): { __typename: 'Club'; id: string } | null {
  const id = currentClubIdVar();
  return id ? { __typename: 'Club', id } : null;
}
