import { afterEach } from 'vitest';
import { setCurrentClubId } from '../lib/apollo/currentClub';

afterEach(() => {
  setCurrentClubId(null);
});
