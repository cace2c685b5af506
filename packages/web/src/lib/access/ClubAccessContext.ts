import { createContext, useContext } from 'react';
import type { ClubAccess } from './clubAccess';

export const ClubAccessContext = createContext<ClubAccess | null>(null);

/** The access of the signed-in person in the current club; only inside the club layout. */
export function useClubAccess(): ClubAccess {
  const access = useContext(ClubAccessContext);
  if (!access) throw new Error('useClubAccess must be used inside the club layout');
  return access;
}
