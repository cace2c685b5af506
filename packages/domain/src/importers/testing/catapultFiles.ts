import fc from 'fast-check';
import { wallClockMs } from '../../dates/zonedCalendar.js';
import type { GpsTrack } from '../../tracks/track.js';
import { mostlyInRange } from './mostlyInRange.js';
import { sampleTimes } from './sampleTimes.js';

const encoder = new TextEncoder();
const START_MS = Date.UTC(2026, 2, 14, 10);

import { CATAPULT_HEADER } from '../../simulator/vendorFiles/writeCatapultCsv.js';

export { CATAPULT_HEADER };

/** What the exporting computer's locale and settings change in a Catapult export. */
export interface CatapultWriting {
  /** ',' with decimal points; ';' or '\t' with decimal commas. */
  delimiter?: ',' | ';' | '\t';
  /** 'iso' local times without an offset, 'utc' ISO with Z, 'day-first' local `14/03/2026 10:00:00.10`. */
  dates?: 'iso' | 'utc' | 'day-first';
  /** The zone local times are written in. */
  timeZone?: string;
  velocityUnit?: 'm/s' | 'km/h';
  /** The '#' lines before the header, as written. */
  metadataLines?: string[];
}

/**
 * A Catapult OpenField 10 Hz export of a GPS track, written as OpenField
 * does on a computer with the given settings: the '#' lines, the twelve
 * columns, Seconds from the start, Odometer and Player Load made up from the
 * speed, coordinates with seven decimals, a missing fix as 0, 0.
 */
export function writeCatapultCsv(track: GpsTrack, writing: CatapultWriting = {}): string {
  const {
    delimiter = ',',
    dates = 'day-first',
    timeZone = 'UTC',
    velocityUnit = 'm/s',
    metadataLines = ['# Athlete: First Last', `# Device: ${track.id}`, '# Period: Session'],
  } = writing;
  const decimal = (value: number, digits: number): string => {
    const text = value.toFixed(digits);
    return delimiter === ',' ? text : text.replace('.', ',');
  };
  const lines = [...metadataLines, CATAPULT_HEADER.join(delimiter)];
  const startMs = track.timeMs[0] ?? 0;
  let odometerM = 0;
  for (let i = 0; i < track.timeMs.length; i++) {
    const timeMs = track.timeMs[i] ?? 0;
    const speedMps = track.speedMps?.[i] ?? NaN;
    const latitude = track.latitudeDeg[i] ?? NaN;
    const longitude = track.longitudeDeg[i] ?? NaN;
    odometerM += Number.isNaN(speedMps) ? 0 : speedMps / 10;
    lines.push(
      [
        timestampText(timeMs, dates, timeZone),
        decimal(Number.isNaN(latitude) ? 0 : latitude, 7),
        decimal(Number.isNaN(longitude) ? 0 : longitude, 7),
        decimal((timeMs - startMs) / 1000, 2),
        Number.isNaN(speedMps)
          ? ''
          : decimal(velocityUnit === 'km/h' ? speedMps * 3.6 : speedMps, 2),
        decimal(0, 2),
        decimal(odometerM, 2),
        String(Math.round(track.heartRateBpm?.[i] ?? 0) || 0),
        decimal(odometerM / 100, 3),
        '88',
        decimal(track.hdop?.[i] ?? 0.8, 2),
        String(track.satellites?.[i] ?? 14),
      ].join(delimiter),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function timestampText(timeMs: number, dates: CatapultWriting['dates'], timeZone: string): string {
  if (dates === 'utc') return new Date(timeMs).toISOString();
  const wholeSecondMs = Math.floor(timeMs / 1000) * 1000;
  const wall = new Date(wallClockMs(wholeSecondMs, timeZone) + (timeMs - wholeSecondMs));
  const iso = wall.toISOString();
  if (dates === 'iso') return iso.slice(0, -1);
  // 14/03/2026 10:00:00.10: centiseconds, as OpenField writes them.
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 22)}`;
}

/**
 * Catapult exports of a short run in a straight line, sometimes standing
 * still, in any of the locales' shapes, with any text as the athlete and
 * the device, Velocity in m/s or km/h (mostly matching the positions),
 * and values mostly but not always in range.
 */
export const catapultFiles: fc.Arbitrary<Uint8Array> = fc
  .record({
    times: fc.oneof(
      { weight: 1, arbitrary: sampleTimes(30) },
      {
        // Half a second or a second apart, as the unit check needs: 20 moving seconds and more.
        weight: 2,
        arbitrary: fc
          .tuple(fc.integer({ min: 15, max: 45 }), fc.constantFrom(500, 1000))
          .map(([count, stepMs]) => Array.from({ length: count }, (_, i) => START_MS + i * stepMs)),
      },
    ),
    speedMps: mostlyInRange(
      fc.double({ min: 2.5, max: 9, noNaN: true }),
      fc.oneof(fc.constant(0), fc.double({ min: 0, max: 9, noNaN: true })),
    ),
    velocityFactor: mostlyInRange(
      fc.constantFrom(1, 3.6),
      fc.double({ min: -1, max: 60, noNaN: true }),
    ),
    heartRate: mostlyInRange(fc.integer({ min: 0, max: 200 }), fc.integer({ min: -5, max: 320 })),
    athlete: fc.string({ unit: 'binary', maxLength: 20 }),
    device: fc.option(fc.string({ unit: 'binary', maxLength: 20 }), { nil: undefined }),
    delimiter: fc.constantFrom(',' as const, ';' as const, '\t' as const),
    dates: fc.constantFrom('iso' as const, 'utc' as const, 'day-first' as const),
  })
  .map(({ times, speedMps, velocityFactor, heartRate, athlete, device, delimiter, dates }) => {
    const startMs = times[0] ?? 0;
    // Northwards at speedMps from 51.5 N: a degree of latitude is about 111.2 km.
    const track: GpsTrack = {
      kind: 'gps',
      id: device ?? '',
      timeMs: Float64Array.from(times),
      latitudeDeg: Float64Array.from(
        times,
        (t) => 51.5 + ((t - startMs) / 1000) * (speedMps / 111_195),
      ),
      longitudeDeg: Float64Array.from(times, () => -0.1),
      speedMps: Float32Array.from(times, () => speedMps * velocityFactor),
      heartRateBpm: Float32Array.from(times, () => heartRate),
      metadata: { format: 'catapult' },
    };
    const metadataLines = [`# Athlete: ${athlete}`];
    if (device !== undefined) metadataLines.push(`# Device: ${device}`);
    return encoder.encode(
      writeCatapultCsv(track, { delimiter, dates, timeZone: 'Europe/London', metadataLines }),
    );
  });
