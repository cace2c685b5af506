/** The shell's top-level screens (docs/product/shell-and-sessions.md §2.1). */
export type RootState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'mobileWelcome' }
  | { kind: 'noClub' }
  | { kind: 'mobileSplash' }
  | { kind: 'selectClub'; mode: 'marker' | 'auto' }
  | { kind: 'club'; clubId: string };

export interface RootStateInput {
  loading: boolean;
  errorMessage: string | undefined;
  person: { subscription: { id: string } | null; clubs: { id: string }[] } | undefined;
  currentClubId: string | null | undefined;
  /** The route carries the clubs marker (/clubs). */
  clubsMarker: boolean;
  /** Width 768 px or less. */
  mobile: boolean;
}

/** Decides which screen the shell shows. */
export function rootState({
  loading,
  errorMessage,
  person,
  currentClubId,
  clubsMarker,
  mobile,
}: RootStateInput): RootState {
  if (!person) {
    if (loading || !errorMessage) return { kind: 'loading' };
    return { kind: 'failed', message: errorMessage };
  }
  if (person.clubs.length === 0) {
    return person.subscription ? { kind: 'mobileWelcome' } : { kind: 'noClub' };
  }
  const validClub = currentClubId && person.clubs.some((club) => club.id === currentClubId);
  // The phone screen offers the app (installing this one) and, through /clubs, the club picker.
  if (!validClub && mobile && !clubsMarker) return { kind: 'mobileSplash' };
  if (clubsMarker) return { kind: 'selectClub', mode: 'marker' };
  if (!validClub) return { kind: 'selectClub', mode: 'auto' };
  return { kind: 'club', clubId: currentClubId };
}
