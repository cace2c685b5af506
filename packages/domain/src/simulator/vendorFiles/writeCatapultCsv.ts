import { wallClockMs } from '../../dates/zonedCalendar.js';
import { projectPositions } from '../../engine/projectPositions.js';
import type { GpsTrack } from '../../tracks/track.js';
import { valueAt } from './atRate.js';

/** How the exporting computer's locale and settings shape a Catapult export. */
export interface CatapultLocale {
  /** ';' with decimal commas, as European locales write it (','). */
  delimiter: ',' | ';';
  /** 31/12/2026 13:45:00.10 rather than 2026-12-31 13:45:00.10. */
  dayFirst: boolean;
  velocityUnit: 'm/s' | 'km/h';
  /** The IANA zone the wall-clock timestamps are written in (UTC). */
  timeZone?: string;
}

export const CATAPULT_HEADER = [
  'Timestamp',
  'Latitude',
  'Longitude',
  'Seconds',
  'Velocity',
  'Acceleration',
  'Odometer',
  'Heart Rate',
  'Player Load',
  'Positional Quality (%)',
  'HDOP',
  '#Sats',
];

/**
 * The file name Catapult's OpenField gives a player's export:
 * '<activity> Export for <First Last> <device>.csv'.
 */
export function catapultFileName(activity: string, athleteName: string, device: string): string {
  return `${activity} Export for ${athleteName} ${device}.csv`;
}

/**
 * A Catapult OpenField 10 Hz export of the track: '#' metadata lines naming
 * the athlete, the device and the period, then the header and a row per
 * sample with wall-clock timestamps in the locale's shape.
 */
export function writeCatapultCsv(
  track: GpsTrack,
  athleteName: string,
  device: string,
  locale: CatapultLocale,
): string {
  const { delimiter, velocityUnit } = locale;
  const number = (value: number, digits: number) => {
    const text = value.toFixed(digits);
    return delimiter === ';' ? text.replace('.', ',') : text;
  };
  const stamp = wallClock(locale);
  const startMs = track.timeMs[0] ?? 0;
  const lines = [
    '# OpenField Export : Raw Data',
    `# Reference time : ${stamp(startMs)}`,
    `# Athlete : "${athleteName}"`,
    `# Device ID : ${device}`,
    '# Period : "Session"',
    CATAPULT_HEADER.join(delimiter),
  ];
  const { xM, yM } = projectPositions(track, undefined, undefined);
  const velocityScale = velocityUnit === 'km/h' ? 3.6 : 1;
  let odometerM = 0;
  let previousSpeed = 0;
  for (let i = 0; i < track.timeMs.length; i++) {
    const dtS = i === 0 ? 0 : (track.timeMs[i]! - track.timeMs[i - 1]!) / 1000;
    if (i > 0) odometerM += Math.hypot(xM[i]! - xM[i - 1]!, yM[i]! - yM[i - 1]!);
    const speed = valueAt(track.speedMps, i) ?? (dtS > 0 ? 0 : previousSpeed);
    const acceleration = dtS > 0 ? (speed - previousSpeed) / dtS : 0;
    previousSpeed = speed;
    const heartRate = valueAt(track.heartRateBpm, i);
    lines.push(
      [
        stamp(track.timeMs[i]!),
        number(track.latitudeDeg[i]!, 7),
        number(track.longitudeDeg[i]!, 7),
        number((track.timeMs[i]! - startMs) / 1000, 2),
        number(speed * velocityScale, 2),
        number(acceleration, 2),
        number(odometerM, 2),
        heartRate === undefined ? '0' : String(Math.round(heartRate)),
        // Player Load comes from the unit's accelerometer, which the simulation has not:
        // made up, accumulating a unit per 100 m, as the column accumulates.
        number(odometerM / 100, 2),
        '90',
        number(valueAt(track.hdop, i) ?? 0.9, 2),
        String(Math.round(valueAt(track.satellites, i) ?? 10)),
      ].join(delimiter),
    );
  }
  lines.push('');
  return lines.join('\n');
}

/** Formats instants as the locale's wall-clock timestamp, to the hundredth of a second. */
function wallClock(locale: CatapultLocale): (timeMs: number) => string {
  const timeZone = locale.timeZone ?? 'UTC';
  return (timeMs) => {
    const wholeSecondMs = Math.floor(timeMs / 1000) * 1000;
    const local = new Date(wallClockMs(wholeSecondMs, timeZone) + (timeMs - wholeSecondMs));
    // 'YYYY-MM-DDTHH:MM:SS.mmmZ' read as the zone's wall clock.
    const [date, time] = local.toISOString().slice(0, 22).split('T') as [string, string];
    if (!locale.dayFirst) return `${date} ${time}`;
    const [year, month, day] = date.split('-');
    return `${day}/${month}/${year} ${time}`;
  };
}
