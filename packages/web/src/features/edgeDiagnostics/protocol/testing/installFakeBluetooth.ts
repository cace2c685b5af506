import { base64ToBytes } from '../base64';
import { FakeTracker, type FakeTrackerOptions } from './FakeTracker';

/** FakeTrackerOptions as JSON: byte arrays as base64. */
export type FakeTrackerConfig = Omit<FakeTrackerOptions, 'publicKey' | 'chunks'> & {
  publicKey: string;
  chunks?: string[];
};

interface TestWindow {
  /** Set by the end-to-end test before this script runs. */
  touchlineFakeTracker?: FakeTrackerConfig;
  /** The installed fake, for the test to look into. */
  touchlineFakeTrackerInstance?: FakeTracker;
}

// Browser entry for the end-to-end tests (bundled and added with
// page.addInitScript): installs the very fake the unit tests use as
// navigator.bluetooth, configured by the test.
const scope: TestWindow = window as Window & TestWindow;
const config = scope.touchlineFakeTracker;
if (config) {
  const { publicKey, chunks, ...behaviour } = config;
  const tracker = new FakeTracker({
    ...behaviour,
    publicKey: base64ToBytes(publicKey),
    ...(chunks ? { chunks: chunks.map(base64ToBytes) } : {}),
  });
  scope.touchlineFakeTrackerInstance = tracker;
  Object.defineProperty(navigator, 'bluetooth', { value: tracker, configurable: true });
}
