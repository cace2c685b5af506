import '@testing-library/jest-dom/vitest';
import { setCurrentClubId } from '../lib/apollo/currentClub';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeTestStyles } from './emotionCache';
import { keepComputedStyles } from './keepComputedStyles';

// Queries wait for a condition, never a fixed time: lazily loaded routes are transformed on
// first use, and a 2-core machine running other suites needs many times what it takes alone.
configure({ asyncUtilTimeout: 30_000 });
keepComputedStyles(window);

afterEach(() => {
  cleanup();
  removeTestStyles();
  window.localStorage.clear();
});

afterEach(() => {
  setCurrentClubId(null);
});
