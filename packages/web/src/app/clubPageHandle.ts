import type { UIMatch } from 'react-router';

/** What a club-area route tells the layout around it (React Router's route `handle`). */
export interface ClubPageHandle {
  /** The page shows the suspended-account warning itself, among its own sections. */
  showsSuspendedNotice?: boolean;
}

export function pageShowsSuspendedNotice(matches: readonly UIMatch[]): boolean {
  return matches.some(
    (match) => (match.handle as ClubPageHandle | undefined)?.showsSuspendedNotice === true,
  );
}
