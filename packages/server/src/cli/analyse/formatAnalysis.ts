import type { TrackAnalysis } from './analyseFiles.js';

/** Tracks keyed by tag or athlete; a key two files share is qualified with its file name. */
function keyed(analyses: readonly TrackAnalysis[]): [string, TrackAnalysis][] {
  const counts = new Map<string, number>();
  for (const { id } of analyses) counts.set(id, (counts.get(id) ?? 0) + 1);
  return analyses.map((analysis) => [
    (counts.get(analysis.id) ?? 0) > 1 ? `${analysis.file}:${analysis.id}` : analysis.id,
    analysis,
  ]);
}

/** JSON has no NaN or typed arrays: seconds without data become null, columns plain arrays. */
function jsonValue(_key: string, value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    return Array.from(value as Float32Array, (n) => (Number.isFinite(n) ? n : null));
  }
  return value;
}

/** One JSON object: `{ [tagOrAthlete]: { file, format, samples, ...every metric } }`. */
export function analysisJson(analyses: readonly TrackAnalysis[]): string {
  const object = Object.fromEntries(
    keyed(analyses).map(([key, { file, format, samples, metrics }]) => [
      key,
      { file, format, samples, ...metrics },
    ]),
  );
  return JSON.stringify(object, jsonValue, 2);
}

function number(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '-';
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

function describe(value: unknown): string {
  if (value === null || typeof value === 'number') return number(value);
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'number')) return value.map(number).join(', ');
    return `${value.length} entries (--json for all)`;
  }
  if (typeof value === 'object' && 'values' in value) {
    const { values } = value as { values: ArrayLike<number> };
    return `${values.length} seconds (--json for all)`;
  }
  return JSON.stringify(value);
}

/** A block per track: every metric of the whole-file window, by its METRICS.md name. */
export function analysisText(analyses: readonly TrackAnalysis[]): string {
  const blocks = keyed(analyses).map(([key, { file, format, samples, metrics }]) => {
    const rows = Object.entries(metrics).map(
      ([name, value]) => `  ${name.padEnd(30)} ${describe(value)}`,
    );
    return [`${key}  (${file}, ${format}, ${samples} samples)`, ...rows].join('\n');
  });
  return blocks.join('\n\n');
}
