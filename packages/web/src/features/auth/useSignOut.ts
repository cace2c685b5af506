import { useCallback, useState } from 'react';
import { signOut } from '../../lib/auth/signOut';

/** Signs out and leaves for the sign-in page; `signingOut` covers the wait. */
export function useSignOut(): { signOut: () => void; signingOut: boolean } {
  const [signingOut, setSigningOut] = useState(false);
  const start = useCallback(() => {
    setSigningOut(true);
    void signOut();
  }, []);
  return { signOut: start, signingOut };
}
