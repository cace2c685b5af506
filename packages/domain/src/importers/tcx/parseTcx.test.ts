import { describe, expect, it } from 'vitest';
import type { GpsTrack } from '../../tracks/track.js';
import type { ImportError } from '../importError.js';
import { chunksOf } from '../testing/chunksOf.js';
import { importErrorOf } from '../testing/importErrorOf.js';
import { splitAt } from '../testing/splitAt.js';
import { writeTcx, type TcxTestPoint } from '../testing/tcxFiles.js';
import { parseTcx } from './parseTcx.js';

/** Two laps as Garmin Connect exports them, a point without position among them. */
const garmin = `<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase
  xsi:schemaLocation="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2 http://www.garmin.com/xmlschemas/TrainingCenterDatabasev2.xsd"
  xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2"
  xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <Activities>
    <Activity Sport="Running">
      <Id>2024-03-01T09:00:00.000Z</Id>
      <Lap StartTime="2024-03-01T09:00:00.000Z">
        <TotalTimeSeconds>2.0</TotalTimeSeconds>
        <DistanceMeters>7.5</DistanceMeters>
        <AverageHeartRateBpm><Value>121</Value></AverageHeartRateBpm>
        <Track>
          <Trackpoint>
            <Time>2024-03-01T09:00:00.000Z</Time>
            <DistanceMeters>0.0</DistanceMeters>
            <HeartRateBpm><Value>118</Value></HeartRateBpm>
          </Trackpoint>
          <Trackpoint>
            <Time>2024-03-01T09:00:01.000Z</Time>
            <Position>
              <LatitudeDegrees>59.9127</LatitudeDegrees>
              <LongitudeDegrees>10.7461</LongitudeDegrees>
            </Position>
            <AltitudeMeters>12.4</AltitudeMeters>
            <DistanceMeters>3.5</DistanceMeters>
            <HeartRateBpm><Value>120</Value></HeartRateBpm>
            <Extensions>
              <ns3:TPX><ns3:Speed>3.5</ns3:Speed><ns3:RunCadence>86</ns3:RunCadence></ns3:TPX>
            </Extensions>
          </Trackpoint>
        </Track>
        <Extensions><ns3:LX><ns3:AvgSpeed>3.75</ns3:AvgSpeed></ns3:LX></Extensions>
      </Lap>
      <!-- a comment with <Trackpoint> inside -->
      <Lap StartTime="2024-03-01T09:00:02.000Z">
        <TotalTimeSeconds>1.0</TotalTimeSeconds>
        <DistanceMeters>4.0</DistanceMeters>
        <Track>
          <Trackpoint>
            <Time>2024-03-01T10:00:02.500+01:00</Time>
            <Position><LatitudeDegrees>59.91273</LatitudeDegrees><LongitudeDegrees>10.74611</LongitudeDegrees></Position>
            <DistanceMeters>7.5</DistanceMeters>
            <HeartRateBpm xsi:type="HeartRateInBeatsPerMinute_t"><Value>125</Value></HeartRateBpm>
            <Extensions><TPX xmlns="http://www.garmin.com/xmlschemas/ActivityExtension/v2"><Speed>4</Speed></TPX></Extensions>
          </Trackpoint>
        </Track>
      </Lap>
      <Creator xsi:type="Device_t">
        <Name>Forerunner 965</Name>
        <UnitId>3388872341</UnitId>
        <ProductID>4315</ProductID>
        <Version><VersionMajor>19</VersionMajor><VersionMinor>18</VersionMinor><BuildMajor>0</BuildMajor><BuildMinor>0</BuildMinor></Version>
      </Creator>
    </Activity>
  </Activities>
  <Author xsi:type="Application_t"><Name>Connect Api</Name></Author>
</TrainingCenterDatabase>
`;

async function parse(text: string, chunkSize = 4096, fallbackId?: string): Promise<GpsTrack[]> {
  return parseTcx(chunksOf(text, chunkSize), { fallbackId });
}

const importError = (text: string): Promise<ImportError> => importErrorOf(() => parse(text));

const START = Date.UTC(2024, 0, 1);
const at = (seconds: number, extra: Partial<TcxTestPoint> = {}): TcxTestPoint => ({
  timeMs: START + seconds * 1000,
  position: [1, 2],
  ...extra,
});
/** One activity of one lap, its points written by writeTcx. */
const tcx = (...points: TcxTestPoint[]): string => writeTcx([{ laps: [points] }]);
/** One activity of an ordinary point and a point (from line 13) of `body` (from line 14). */
const withPoint = (body: string): string =>
  tcx(at(0)).replace('</Track>', `  <Trackpoint>\n${body}\n</Trackpoint>\n</Track>`);

describe('parseTcx', () => {
  it('reads a Garmin Connect export: laps merged, heart rate, speed, the device', async () => {
    const [track, ...others] = await parse(garmin);
    expect(others).toEqual([]);
    expect(track?.id).toBe('3388872341');
    expect(track?.metadata).toEqual({
      format: 'tcx',
      deviceSerial: '3388872341',
      firmware: '19.18',
    });
    expect([...(track?.timeMs ?? [])]).toEqual([
      Date.UTC(2024, 2, 1, 9, 0, 0),
      Date.UTC(2024, 2, 1, 9, 0, 1),
      Date.UTC(2024, 2, 1, 9, 0, 2, 500),
    ]);
    // The point before the first fix keeps its heart rate, without a position.
    expect([...(track?.latitudeDeg ?? [])]).toEqual([NaN, 59.9127, 59.91273]);
    expect([...(track?.longitudeDeg ?? [])]).toEqual([NaN, 10.7461, 10.74611]);
    expect([...(track?.heartRateBpm ?? [])]).toEqual([118, 120, 125]);
    // The extension's speed where the file has it (its distances are then not needed).
    expect([...(track?.speedMps ?? [])]).toEqual([NaN, 3.5, 4]);
  });

  it('gives the same tracks when the file is split at any byte', async () => {
    const bytes = new TextEncoder().encode(garmin);
    const whole = await parseTcx(chunksOf(bytes, bytes.length));
    for (let split = 1; split < bytes.length; split++) {
      expect(await parseTcx(splitAt(bytes, split))).toEqual(whole);
    }
    expect(await parse(garmin, 1)).toEqual(whole);
  });

  it('reads the speed extension under any namespace prefix', async () => {
    const points = [at(0, { speedMps: 2.5 }), at(1, { speedMps: 3 })];
    for (const extensionPrefix of ['ns3', '', 'ax']) {
      const [track] = await parse(writeTcx([{ laps: [points] }], { extensionPrefix }));
      expect([...(track?.speedMps ?? [])]).toEqual([2.5, 3]);
    }
  });

  it('takes the speed from the distances when the file has no speed extension', async () => {
    const [track] = await parse(
      tcx(
        at(0, { distanceM: 0 }),
        at(2, { distanceM: 7 }),
        at(3, { distanceM: 10 }),
        // A device whose distance restarts: no speed for that interval.
        at(4, { distanceM: 1 }),
        at(6),
        at(7, { distanceM: 4 }),
      ),
    );
    expect([...(track?.speedMps ?? [])]).toEqual([3.5, 3, NaN, NaN, NaN, NaN]);
    const [without] = await parse(tcx(at(0), at(1)));
    expect(without?.speedMps).toBeUndefined();
    expect(without?.heartRateBpm).toBeUndefined();
  });

  it('makes one track per activity, ids from the device or the file name', async () => {
    const laps = [[at(0), at(1)]];
    const text = writeTcx([
      { unitId: '42', laps },
      { unitId: '42', laps },
      { laps },
      { unitId: '0', laps },
      { unitId: ' &amp; a\u0000b ', laps },
      { laps: [] },
    ]);
    const tracks = await parse(text, 7, 'morning run');
    expect(tracks.map((track) => track.id)).toEqual([
      '42',
      '42 (2)',
      'morning run',
      'morning run (2)',
      '& a\uFFFDb',
    ]);
    expect(tracks.map((track) => track.metadata.deviceSerial)).toEqual([
      '42',
      '42',
      undefined,
      undefined,
      '& a\uFFFDb',
    ]);
    expect((await parse(tcx(at(0), at(1))))[0]?.id).toBe('tcx');
  });

  it('leaves out courses and activities without any position', async () => {
    const indoor = { laps: [[at(0, { position: undefined }), at(1, { position: undefined })]] };
    const course =
      '<Courses><Course><Track><Trackpoint><Time>2024-01-01T00:00:00Z</Time>' +
      '<Position><LatitudeDegrees>1</LatitudeDegrees><LongitudeDegrees>2</LongitudeDegrees></Position>' +
      '</Trackpoint></Track></Course></Courses>';
    const text = writeTcx([indoor, { unitId: '7', laps: [[at(5), at(6)]] }]).replace(
      '</TrainingCenterDatabase>',
      `${course}</TrainingCenterDatabase>`,
    );
    expect((await parse(text)).map((track) => track.id)).toEqual(['7']);
    expect((await importError(writeTcx([indoor]))).message).toBe(
      'no GPS positions: the track points carry no <Position> (an indoor activity?)',
    );
  });

  it('names the line of a track point without a time or with half a position', async () => {
    expect((await importError(withPoint('<DistanceMeters>1</DistanceMeters>'))).message).toBe(
      'line 13: <Trackpoint> has no <Time>: every track point needs the time of its fix',
    );
    const half =
      '<Time>2024-01-01T00:00:05Z</Time><Position><LatitudeDegrees>1</LatitudeDegrees></Position>';
    expect((await importError(withPoint(half))).message).toBe(
      'line 13: <Position> needs both <LatitudeDegrees> and <LongitudeDegrees>',
    );
  });

  it.each([
    ['<Time>yesterday</Time>', "<Time> 'yesterday' is not an ISO-8601 date-time"],
    ['<Time>1700000000000</Time>', "<Time> '1700000000000' is not an ISO-8601 date-time"],
    [
      '<Position><LatitudeDegrees>95</LatitudeDegrees><LongitudeDegrees>2</LongitudeDegrees></Position>',
      "<LatitudeDegrees> '95' is not a latitude between -90 and 90",
    ],
    [
      '<Position><LatitudeDegrees>1</LatitudeDegrees><LongitudeDegrees>east</LongitudeDegrees></Position>',
      "<LongitudeDegrees> 'east' is not a longitude between -180 and 180",
    ],
    [
      '<HeartRateBpm><Value>-4</Value></HeartRateBpm>',
      "heart rate '-4' is not between 0 and 300 bpm",
    ],
    [
      '<Extensions><TPX><Speed>fast</Speed></TPX></Extensions>',
      "<Speed> 'fast' is not a speed between 0 and 100 m/s",
    ],
    [
      '<DistanceMeters>&#45;3</DistanceMeters>',
      "<DistanceMeters> '-3' is not a distance between 0 and 10,000 km",
    ],
  ])('rejects a bad value: %s', async (body, problem) => {
    const error = await importError(withPoint(`<Time>2024-01-01T00:00:05Z</Time>\n${body}`));
    expect(error.problem).toBe(problem);
    expect(error.location.line).toBe(15);
  });

  it('rejects files that are not TCX activities', async () => {
    expect((await importError('<gpx><trk/></gpx>')).message).toBe(
      'line 1: not a TCX file: the root element is <gpx>, not <TrainingCenterDatabase>',
    );
    expect((await importError('just text')).message).toBe(
      'not a TCX file: no <TrainingCenterDatabase> element',
    );
    expect((await importError(writeTcx([]))).message).toBe(
      'no track points: the file has no <Activity> with a <Trackpoint>',
    );
  });

  it('refuses a DTD (XXE) instead of expanding its entities', async () => {
    const xxe = writeTcx([{ unitId: '&xxe;', laps: [[at(0), at(1)]] }], { doctype: true });
    expect((await importError(xxe)).message).toBe(
      'line 2: TCX files with a document type declaration (DTD) are not accepted: remove the <!DOCTYPE ...> part',
    );
  });

  it('refuses an activity without duration, naming it and its end', async () => {
    const same = writeTcx([{ laps: [[at(0), at(1)]] }, { laps: [[at(3), at(3)]] }]);
    expect((await importError(same)).problem).toBe(
      '<Activity> 2: every sample has the same time (2024-01-01T00:00:03.000Z): the activity has no duration',
    );
  });

  it('refuses samples spanning more than 24 hours', async () => {
    expect((await importError(tcx(at(0), at(86_401)))).problem).toBe(
      '<Activity> 1: the samples span more than 24 hours (2024-01-01T00:00:00.000Z to ' +
        '2024-01-02T00:00:01.000Z): a file holds one session; is a timestamp wrong?',
    );
  });

  it('reads 200 activities and refuses the 201st', async () => {
    const activity = { laps: [[at(0), at(1)]] };
    expect(await parse(writeTcx(Array.from({ length: 200 }, () => activity)))).toHaveLength(200);
    expect((await importError(writeTcx(Array.from({ length: 201 }, () => activity)))).problem).toBe(
      'the file has more than 200 activities with positions: a file holds one session',
    );
  });

  it('rejects a truncated file at its last line', async () => {
    const cut = garmin.slice(0, garmin.indexOf('</Track>'));
    expect((await importError(cut)).message).toMatch(
      /^line 33: the file ends before <\/Track> \(opened on line 14\): is it truncated\?$/,
    );
    expect((await importError(garmin.slice(0, garmin.indexOf('<Extensions>')))).problem).toMatch(
      /^the file ends before/,
    );
  });
});
