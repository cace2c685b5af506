import type { Subject } from './Subject.js';

/** Unlocking a tracker's diagnostics: a capability, refused (never hidden) to whoever lacks it. */
export const trackerUnlock: Subject<true> = {
  type: 'TrackerUnlock',
  find: () => Promise.resolve(true),
  factsOf: () => ({}),
};
