import { TOUCHLINE_FC } from './fixtures';

/** The club the sessions tests open. */
export const CLUB_ID = TOUCHLINE_FC.id;

/** Three athletes of the club; only Ana has a picture. */
export const ATHLETES = [
  { id: 'a1', name: 'Ana Silva', initials: 'AS' },
  { id: 'a2', name: 'Ben Okoro', initials: 'BO' },
  { id: 'a3', name: 'Cara Diaz', initials: 'CD' },
].map((athlete) => ({
  __typename: 'Athlete' as const,
  ...athlete,
  profilePicture:
    athlete.id === 'a1'
      ? { __typename: 'ProfilePicture' as const, thumbnailUrl: '/pictures/ana.png' }
      : null,
}));
