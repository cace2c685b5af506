import { projectPositions } from '../../engine/projectPositions.js';
import type { GpsTrack } from '../../tracks/track.js';
import { valueAt } from './atRate.js';

/**
 * A Garmin Training Center (TCX) file of the track as a watch writes it: one
 * activity of one lap, a trackpoint per sample with its position, the
 * distance so far, heart rate and the speed extension, and the watch's unit
 * id as the Creator.
 */
export function writeTcx(track: GpsTrack, unitId: string): string {
  const n = track.timeMs.length;
  const start = new Date(track.timeMs[0] ?? 0).toISOString();
  const { xM, yM } = projectPositions(track, undefined, undefined);
  const points: string[] = [];
  let distanceM = 0;
  for (let i = 0; i < n; i++) {
    if (i > 0) distanceM += Math.hypot(xM[i]! - xM[i - 1]!, yM[i]! - yM[i - 1]!);
    const heartRate = valueAt(track.heartRateBpm, i);
    const speed = valueAt(track.speedMps, i);
    points.push(
      '<Trackpoint>' +
        `<Time>${new Date(track.timeMs[i]!).toISOString()}</Time>` +
        `<Position><LatitudeDegrees>${track.latitudeDeg[i]!.toFixed(7)}</LatitudeDegrees>` +
        `<LongitudeDegrees>${track.longitudeDeg[i]!.toFixed(7)}</LongitudeDegrees></Position>` +
        `<DistanceMeters>${distanceM.toFixed(2)}</DistanceMeters>` +
        (heartRate === undefined
          ? ''
          : `<HeartRateBpm><Value>${Math.round(heartRate)}</Value></HeartRateBpm>`) +
        (speed === undefined
          ? ''
          : `<Extensions><ns3:TPX><ns3:Speed>${speed.toFixed(2)}</ns3:Speed></ns3:TPX></Extensions>`) +
        '</Trackpoint>',
    );
  }
  const durationS = n > 1 ? (track.timeMs[n - 1]! - track.timeMs[0]!) / 1000 : 0;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" ' +
      'xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">',
    '<Activities><Activity Sport="Other">',
    `<Id>${start}</Id>`,
    `<Lap StartTime="${start}">`,
    `<TotalTimeSeconds>${durationS.toFixed(1)}</TotalTimeSeconds>`,
    `<DistanceMeters>${distanceM.toFixed(2)}</DistanceMeters>`,
    '<Intensity>Active</Intensity><TriggerMethod>Manual</TriggerMethod>',
    '<Track>',
    ...points,
    '</Track></Lap>',
    `<Creator xsi:type="Device_t" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
      `<Name>Simulated Watch</Name><UnitId>${unitId}</UnitId><ProductID>1</ProductID></Creator>`,
    '</Activity></Activities>',
    '</TrainingCenterDatabase>',
    '',
  ].join('\n');
}
