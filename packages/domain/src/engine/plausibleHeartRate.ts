/** Heart rates a person can have, in bpm; values outside are a strap's dropouts and spikes. */
const LOWEST_BPM = 25;
const HIGHEST_BPM = 250;

/** A heart rate within 25-250 bpm; false for NaN (a sample without one). */
export function plausibleHeartRate(bpm: number): boolean {
  return bpm >= LOWEST_BPM && bpm <= HIGHEST_BPM;
}
