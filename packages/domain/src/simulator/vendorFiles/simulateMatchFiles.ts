import { simulateSession } from '../simulateSession.js';
import { atRate } from './atRate.js';
import { catapultFileName, writeCatapultCsv } from './writeCatapultCsv.js';
import { writeFit } from './writeFit.js';
import { writeGpx } from './writeGpx.js';
import { writeTcx } from './writeTcx.js';

/** Half-time, as the periods of a match made for these files should leave it. */
export const HALF_TIME_S = 5 * 60;

/** One athlete's device file of a simulated match. */
export interface MatchFile {
  athlete: string;
  fileName: string;
  format: 'Catapult OpenField CSV' | 'Garmin FIT' | 'Garmin TCX' | 'GPX';
  /** The device's serial as the file writes it. */
  device: string;
  content: string | Uint8Array;
}

export interface MatchFilesOptions {
  /** Who wears the devices, in the simulator's line-up order (the first eleven start). */
  athletes: readonly string[];
  kickOffMs: number;
  halfMinutes: number;
  /** The club's IANA zone: Catapult writes wall-clock times. */
  timeZone: string;
  /** The athlete whose watch file is named for nobody (-1: none). */
  anonymous: number;
  /** What the files' names start with, e.g. the activity's name. */
  label: string;
  seed: number;
}

/**
 * Every athlete's device file of one simulated match, as a club brings them
 * back: the first eight wear Catapult vests (10 Hz; every other export made
 * on a European locale: semicolons, decimal commas, day-first times, km/h),
 * the rest Garmin watches at 1 Hz written as FIT, TCX or GPX in turn.
 * Catapult names its exports and the athlete inside them; FIT and TCX files
 * are named for their athlete; a GPX track carries the name. The same seed,
 * options and athletes always give the same bytes; the same athlete always
 * wears the same device.
 */
export function simulateMatchFiles(options: MatchFilesOptions): MatchFile[] {
  const { athletes, label } = options;
  const simulated = simulateSession({
    seed: options.seed,
    kind: 'match',
    startTime: options.kickOffMs,
    athletes: athletes.length,
    match: { halfS: options.halfMinutes * 60, halfTimeS: HALF_TIME_S, benchRecording: true },
  });
  return simulated.athletes.map(({ track }, index): MatchFile => {
    const athlete = athletes[index]!;
    const watch = atRate(track, 1);
    const named = index === options.anonymous ? `activity_${label}_${index}` : athlete;
    if (index < 8) {
      const device = String(77_000 + index);
      return {
        athlete,
        device,
        format: 'Catapult OpenField CSV',
        fileName: catapultFileName(label, athlete, device),
        content: writeCatapultCsv(track, athlete, device, {
          delimiter: index % 2 === 0 ? ',' : ';',
          dayFirst: index % 2 === 1,
          velocityUnit: index % 2 === 0 ? 'm/s' : 'km/h',
          timeZone: options.timeZone,
        }),
      };
    }
    if (index % 3 === 0) {
      const device = String(3_000_000 + index);
      const content = writeFit(watch, Number(device));
      return { athlete, device, format: 'Garmin FIT', fileName: `${named}.fit`, content };
    }
    if (index % 3 === 1) {
      const device = String(3_900_000 + index);
      const content = writeTcx(watch, device);
      return { athlete, device, format: 'Garmin TCX', fileName: `${named}.tcx`, content };
    }
    return {
      athlete,
      device: named,
      format: 'GPX',
      fileName: `${label} ${index}.gpx`,
      content: writeGpx(watch, named),
    };
  });
}
