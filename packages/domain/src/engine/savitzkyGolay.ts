/**
 * Zero-phase Savitzky-Golay smoothing of one stretch of a series. Edges are
 * handled like scipy's `savgol_filter(mode='interp')`: the polynomial fitted
 * to the first (last) full window is evaluated at the edge samples, so no
 * padding invents data. Stretches shorter than the window use the longest odd
 * window that fits; shorter than polynomial order + 2 samples are copied.
 */
export function savitzkyGolay(
  src: Float64Array,
  dst: Float64Array,
  start: number,
  end: number,
  windowSamples: number,
  polynomialOrder: number,
): void {
  const n = end - start;
  let w = Math.min(windowSamples, n % 2 === 1 ? n : n - 1);
  if (w % 2 === 0) w -= 1;
  if (w < 3 || w <= polynomialOrder) {
    for (let i = start; i < end; i++) dst[i] = src[i] ?? 0;
    return;
  }
  const hat = hatMatrix(w, polynomialOrder);
  const half = (w - 1) >> 1;
  for (let k = 0; k < half; k++) {
    dst[start + k] = dot(hat, k * w, src, start, w);
    const right = w - 1 - k;
    dst[end - 1 - k] = dot(hat, right * w, src, end - w, w);
  }
  const centre = half * w;
  const last = end - half;
  for (let i = start + half; i < last; i++) {
    let sum = 0;
    const from = i - half;
    for (let j = 0; j < w; j++) sum += (hat[centre + j] as number) * (src[from + j] as number);
    dst[i] = sum;
  }
}

function dot(hat: Float64Array, row: number, src: Float64Array, from: number, w: number): number {
  let sum = 0;
  for (let j = 0; j < w; j++) sum += (hat[row + j] as number) * (src[from + j] as number);
  return sum;
}

const hatCache = new Map<string, Float64Array>();

/**
 * Row k of the least-squares hat matrix gives the fitted polynomial's value
 * at window position k as weights of the window's samples.
 */
export function hatMatrix(windowSamples: number, polynomialOrder: number): Float64Array {
  const key = `${windowSamples}/${polynomialOrder}`;
  const cached = hatCache.get(key);
  if (cached) return cached;
  const w = windowSamples;
  const p = polynomialOrder + 1;
  const half = (w - 1) / 2;
  // Positions scaled to [-1, 1] keep the normal equations well conditioned.
  const design = new Float64Array(w * p);
  for (let j = 0; j < w; j++) {
    const t = half > 0 ? (j - half) / half : 0;
    for (let k = 0, power = 1; k < p; k++, power *= t) design[j * p + k] = power;
  }
  const normal = new Float64Array(p * p);
  for (let a = 0; a < p; a++) {
    for (let b = 0; b < p; b++) {
      let sum = 0;
      for (let j = 0; j < w; j++)
        sum += (design[j * p + a] as number) * (design[j * p + b] as number);
      normal[a * p + b] = sum;
    }
  }
  const inverse = invert(normal, p);
  const hat = new Float64Array(w * w);
  for (let r = 0; r < w; r++) {
    for (let c = 0; c < w; c++) {
      let sum = 0;
      for (let a = 0; a < p; a++) {
        for (let b = 0; b < p; b++) {
          sum +=
            (design[r * p + a] as number) *
            (inverse[a * p + b] as number) *
            (design[c * p + b] as number);
        }
      }
      hat[r * w + c] = sum;
    }
  }
  hatCache.set(key, hat);
  return hat;
}

/** Gauss-Jordan inversion with partial pivoting of a small square matrix. */
function invert(matrix: Float64Array, size: number): Float64Array {
  const m = Float64Array.from(matrix);
  const inv = new Float64Array(size * size);
  for (let i = 0; i < size; i++) inv[i * size + i] = 1;
  for (let col = 0; col < size; col++) {
    let pivot = col;
    for (let r = col + 1; r < size; r++) {
      if (Math.abs(m[r * size + col] as number) > Math.abs(m[pivot * size + col] as number))
        pivot = r;
    }
    if (pivot !== col) {
      for (let c = 0; c < size; c++) {
        swap(m, col * size + c, pivot * size + c);
        swap(inv, col * size + c, pivot * size + c);
      }
    }
    const d = m[col * size + col] as number;
    for (let c = 0; c < size; c++) {
      m[col * size + c] = (m[col * size + c] as number) / d;
      inv[col * size + c] = (inv[col * size + c] as number) / d;
    }
    for (let r = 0; r < size; r++) {
      if (r === col) continue;
      const f = m[r * size + col] as number;
      if (f === 0) continue;
      for (let c = 0; c < size; c++) {
        m[r * size + c] = (m[r * size + c] as number) - f * (m[col * size + c] as number);
        inv[r * size + c] = (inv[r * size + c] as number) - f * (inv[col * size + c] as number);
      }
    }
  }
  return inv;
}

function swap(a: Float64Array, i: number, j: number): void {
  const t = a[i] as number;
  a[i] = a[j] as number;
  a[j] = t;
}

/**
 * Odd sample count closest above windowS / interval (7 at 20 Hz, 5 at 10 Hz):
 * a window in time, so 1 (nothing to smooth) where fixes are windowS or more
 * apart, as from a 1 Hz watch; 3 when the interval is unknown.
 */
export function smoothingWindowSamples(windowS: number, medianIntervalS: number): number {
  if (!(medianIntervalS > 0) || !(windowS > 0)) return 3;
  let n = Math.ceil(windowS / medianIntervalS - 1e-6);
  if (n % 2 === 0) n += 1;
  return n;
}
