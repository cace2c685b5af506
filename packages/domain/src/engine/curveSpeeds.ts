/**
 * Five-point Gauss-Legendre nodes on [0, 1] with their weights, and the
 * derivatives of the cubic Hermite basis at them: the chord's, the start
 * tangent's and the end tangent's share of the curve's velocity.
 */
const NODES = [-0.906179845938664, -0.5384693101056831, 0, 0.5384693101056831, 0.906179845938664];
const WEIGHTS = [
  0.23692688505618908, 0.47862867049936647, 0.5688888888888889, 0.47862867049936647,
  0.23692688505618908,
];
const QUADRATURE = NODES.map((node, k) => {
  const s = (node + 1) / 2;
  return {
    weight: (WEIGHTS[k] as number) / 2,
    chord: 6 * s - 6 * s * s,
    startTangent: 3 * s * s - 4 * s + 1,
    endTangent: 3 * s * s - 2 * s,
  };
});

/**
 * Speeds of samples [start, last) along the curve through a run's fixes
 * (METRICS.md step 3, fixes further apart than the smoothing window).
 * Between two fixes the position is the cubic in time (cubic Hermite) whose
 * velocity at each fix is the time-weighted mean of the cleaned velocities
 * either side (the run's end velocities at its ends); a sample's speed is
 * that curve's length over its interval. In a straight line this is the
 * differenced speed; in a turn between two fixes it follows the turn
 * instead of cutting its corner.
 */
export function curveSpeedsOfRun(
  vx: Float64Array,
  vy: Float64Array,
  weightS: Float64Array,
  start: number,
  last: number,
  speedMps: Float32Array,
): void {
  let startX = vx[start] as number;
  let startY = vy[start] as number;
  for (let i = start; i < last; i++) {
    const x = vx[i] as number;
    const y = vy[i] as number;
    let endX = x;
    let endY = y;
    if (i + 1 < last) {
      const w = weightS[i] as number;
      const next = weightS[i + 1] as number;
      endX = (x * w + (vx[i + 1] as number) * next) / (w + next);
      endY = (y * w + (vy[i + 1] as number) * next) / (w + next);
    }
    let speed = 0;
    for (const q of QUADRATURE) {
      const cx = q.chord * x + q.startTangent * startX + q.endTangent * endX;
      const cy = q.chord * y + q.startTangent * startY + q.endTangent * endY;
      speed += q.weight * Math.sqrt(cx * cx + cy * cy);
    }
    speedMps[i] = speed;
    startX = endX;
    startY = endY;
  }
}
