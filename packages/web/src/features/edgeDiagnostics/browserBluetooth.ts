import type { TrackerBluetooth } from './protocol/trackerBluetooth';

/**
 * navigator.bluetooth, or null where the browser has no Web Bluetooth (Firefox,
 * Safari, an insecure origin). The DOM types do not describe it yet.
 */
export function browserBluetooth(): TrackerBluetooth | null {
  const { bluetooth } = navigator as Navigator & { bluetooth?: TrackerBluetooth };
  return bluetooth ?? null;
}
