import '@testing-library/jest-dom/vitest';
import { setCurrentClubId } from '../lib/apollo/currentClub';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeTestStyles } from './emotionCache';

// Lazily loaded routes are transformed on first use; a busy 2-core machine needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  removeTestStyles();
  window.localStorage.clear();
});

afterEach(() => {
  setCurrentClubId(null);
});
