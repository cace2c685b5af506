import fc from 'fast-check';
import { mostlyInRange } from './mostlyInRange.js';
import { sampleTimes } from './sampleTimes.js';

const encoder = new TextEncoder();

export interface TcxTestPoint {
  timeMs: number;
  /** Latitude and longitude; none for a point without <Position>. */
  position?: [number, number];
  heartRateBpm?: number;
  speedMps?: number;
  distanceM?: number;
}

export interface TcxTestActivity {
  /** The Creator's UnitId, written raw (markup in it is tested too); none for no Creator. */
  unitId?: string;
  /** Each lap's track points. */
  laps: TcxTestPoint[][];
}

export interface TcxWriting {
  /** The namespace prefix of the ActivityExtension: 'ns3' as Garmin Connect writes it, '' for none. */
  extensionPrefix?: string;
  /** A DOCTYPE declaring entities (XXE), which the reader must refuse. */
  doctype?: boolean;
}

/** A TCX file as Garmin Connect writes one, from its activities. */
export function writeTcx(
  activities: readonly TcxTestActivity[],
  { extensionPrefix = 'ns3', doctype = false }: TcxWriting = {},
): string {
  const x = extensionPrefix === '' ? '' : `${extensionPrefix}:`;
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>'];
  if (doctype) {
    parts.push('<!DOCTYPE TrainingCenterDatabase [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>');
  }
  parts.push(
    '<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"' +
      (x === ''
        ? ''
        : ` xmlns:${extensionPrefix}="http://www.garmin.com/xmlschemas/ActivityExtension/v2"`) +
      '>',
    '  <Activities>',
  );
  for (const { unitId, laps } of activities) {
    parts.push('    <Activity Sport="Running">', '      <Id>2024-03-01T09:00:00Z</Id>');
    for (const points of laps) {
      const start = points[0]?.timeMs ?? 0;
      parts.push(
        `      <Lap StartTime="${new Date(start).toISOString()}">`,
        '        <TotalTimeSeconds>60</TotalTimeSeconds><DistanceMeters>100</DistanceMeters>',
        '        <Track>',
      );
      for (const point of points) parts.push(trackpoint(point, x));
      parts.push('        </Track>', '      </Lap>');
    }
    if (unitId !== undefined) {
      parts.push(
        '      <Creator xsi:type="Device_t" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
        `        <Name>Forerunner</Name><UnitId>${unitId}</UnitId><ProductID>1328</ProductID>`,
        '        <Version><VersionMajor>3</VersionMajor><VersionMinor>10</VersionMinor></Version>',
        '      </Creator>',
      );
    }
    parts.push('    </Activity>');
  }
  parts.push('  </Activities>', '</TrainingCenterDatabase>', '');
  return parts.join('\n');
}

function trackpoint(point: TcxTestPoint, x: string): string {
  const lines = ['          <Trackpoint>', `<Time>${new Date(point.timeMs).toISOString()}</Time>`];
  if (point.position !== undefined) {
    const [latitude, longitude] = point.position;
    lines.push(
      `<Position><LatitudeDegrees>${latitude}</LatitudeDegrees>` +
        `<LongitudeDegrees>${longitude}</LongitudeDegrees></Position>`,
    );
  }
  if (point.distanceM !== undefined)
    lines.push(`<DistanceMeters>${point.distanceM}</DistanceMeters>`);
  if (point.heartRateBpm !== undefined) {
    lines.push(`<HeartRateBpm><Value>${point.heartRateBpm}</Value></HeartRateBpm>`);
  }
  if (point.speedMps !== undefined) {
    lines.push(
      `<Extensions><${x}TPX><${x}Speed>${point.speedMps}</${x}Speed></${x}TPX></Extensions>`,
    );
  }
  lines.push('</Trackpoint>');
  return lines.join('\n            ');
}

/**
 * TCX files of a few activities of one or two laps, with any text as the
 * device's UnitId, points with or without position, heart rate, speed
 * extension and distance (values mostly but not always in range), the
 * extension with or without a namespace prefix, and sometimes a DOCTYPE
 * declaring entities (XXE).
 */
export const tcxFiles: fc.Arbitrary<Uint8Array> = fc
  .record({
    doctype: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    extensionPrefix: fc.constantFrom('ns3', '', 'ax'),
    activities: fc.array(
      fc.record({
        unitId: fc.option(fc.string({ unit: 'binary', maxLength: 20 }), { nil: undefined }),
        times: sampleTimes(6),
        lapBreak: fc.nat({ max: 6 }),
        position: fc.boolean(),
        heartRate: fc.option(
          mostlyInRange(fc.integer({ min: 40, max: 200 }), fc.integer({ min: -10, max: 320 })),
          {
            nil: undefined,
          },
        ),
        speed: fc.option(
          mostlyInRange(
            fc.double({ min: 0, max: 12, noNaN: true }),
            fc.double({ min: -1, max: 110, noNaN: true }),
          ),
          { nil: undefined },
        ),
        distance: fc.boolean(),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  })
  .map(({ doctype, extensionPrefix, activities }) =>
    encoder.encode(
      writeTcx(
        activities.map(({ unitId, times, lapBreak, position, heartRate, speed, distance }) => {
          const points = times.map((timeMs, i): TcxTestPoint => ({
            timeMs,
            position: position ? [59.9 + i / 1e4, 10.7] : undefined,
            heartRateBpm: heartRate === undefined ? undefined : heartRate + i,
            speedMps: speed,
            distanceM: distance ? i * 3.5 : undefined,
          }));
          return { unitId, laps: [points.slice(0, lapBreak), points.slice(lapBreak)] };
        }),
        { extensionPrefix, doctype },
      ),
    ),
  );
