import type { PitchDefinition } from './pitchDefinition.js';

/** 1 where a sample in pitch coordinates lies inside the pitch boundary plus the margin. */
export function onPitchFlags(
  xM: Float64Array,
  yM: Float64Array,
  pitch: PitchDefinition,
  marginM: number,
): Uint8Array {
  const n = xM.length;
  const flags = new Uint8Array(n);
  const minX = -marginM;
  const minY = -marginM;
  const maxX = pitch.lengthM + marginM;
  const maxY = pitch.widthM + marginM;
  for (let i = 0; i < n; i++) {
    const x = xM[i] as number;
    const y = yM[i] as number;
    flags[i] = x >= minX && x <= maxX && y >= minY && y <= maxY ? 1 : 0;
  }
  return flags;
}
