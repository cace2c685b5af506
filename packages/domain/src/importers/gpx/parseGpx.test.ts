import { describe, expect, it } from 'vitest';
import type { GpsTrack } from '../../tracks/track.js';
import { ImportError } from '../importError.js';
import { chunksOf } from '../testing/chunksOf.js';
import { parseGpx } from './parseGpx.js';

const garmin = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Garmin Connect" xmlns="http://www.topografix.com/GPX/1/1"
  xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v2">
  <metadata><name>not the track name</name><time>2024-03-01T09:00:00Z</time></metadata>
  <wpt lat="1" lon="2"><name>start</name></wpt>
  <trk>
    <name>Morning run &amp; drills</name>
    <trkseg>
      <trkpt lat="59.9" lon="10.75"><ele>12</ele><time>2024-03-01T09:00:00Z</time>
        <extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>120</gpxtpx:hr><gpxtpx:speed>3.5</gpxtpx:speed></gpxtpx:TrackPointExtension></extensions>
      </trkpt>
      <!-- a comment with <trkpt> inside -->
      <trkpt lon="10.7501" lat="59.9001"><time>2024-03-01T09:00:01.500+01:00</time></trkpt>
    </trkseg>
    <trkseg>
      <trkpt lat='-0.5' lon='-1e-3'><time><![CDATA[2024-03-01T09:00:05Z]]></time>
        <extensions><ns3:TrackPointExtension><ns3:hr>130</ns3:hr></ns3:TrackPointExtension></extensions>
      </trkpt>
    </trkseg>
  </trk>
</gpx>
`;

async function parse(text: string, chunkSize = 4096, fallbackId?: string): Promise<GpsTrack[]> {
  return parseGpx(chunksOf(text, chunkSize), { fallbackId });
}

async function importError(text: string): Promise<ImportError> {
  try {
    await parse(text);
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error('expected an ImportError');
}

const point = (time: string, extra = ''): string =>
  `<trkpt lat="1" lon="2"><time>${time}</time>${extra}</trkpt>`;
const gpx = (body: string): string =>
  `<gpx version="1.1">\n<trk><trkseg>${body}</trkseg></trk></gpx>`;

describe('parseGpx', () => {
  it('reads a Garmin-style track with extensions, merging its segments', async () => {
    const [track, ...others] = await parse(garmin);
    expect(others).toEqual([]);
    expect(track?.id).toBe('Morning run & drills');
    expect(track?.metadata).toEqual({ format: 'gpx', athleteName: 'Morning run & drills' });
    expect([...(track?.timeMs ?? [])]).toEqual([
      Date.UTC(2024, 2, 1, 9, 0, 0),
      Date.UTC(2024, 2, 1, 8, 0, 1, 500),
      Date.UTC(2024, 2, 1, 9, 0, 5),
    ]);
    expect([...(track?.latitudeDeg ?? [])]).toEqual([59.9, 59.9001, -0.5]);
    expect([...(track?.longitudeDeg ?? [])]).toEqual([10.75, 10.7501, -0.001]);
    expect([...(track?.heartRateBpm ?? [])]).toEqual([120, NaN, 130]);
    expect(track?.speedMps?.[0]).toBeCloseTo(3.5);
    expect(track?.speedMps?.[1]).toBeNaN();
  });

  it('gives the same tracks whatever the chunk boundaries', async () => {
    const whole = await parse(garmin, garmin.length);
    for (const size of [1, 7, 4096]) expect(await parse(garmin, size)).toEqual(whole);
  });

  it('reads plain <speed>, one track per <trk>, ids from the fallback', async () => {
    const text = `<gpx><trk><trkseg>${point('2024-01-01T00:00:00Z', '<speed>2.5</speed>')}${point('2024-01-01T00:00:01Z', '<speed>3</speed>')}</trkseg></trk>
      <trk><trkseg>${point('2024-01-01T00:00:01Z')}${point('2024-01-01T00:00:02Z')}</trkseg></trk><trk><trkseg></trkseg></trk></gpx>`;
    const tracks = await parse(text, 4096, 'session');
    expect(tracks.map((track) => track.id)).toEqual(['session', 'session (2)']);
    expect([...(tracks[0]?.speedMps ?? [])]).toEqual([2.5, 3]);
    expect(tracks[1]?.speedMps).toBeUndefined();
    expect(tracks[1]?.heartRateBpm).toBeUndefined();
  });

  it('names the line of a track point without a time', async () => {
    const error = await importError(
      gpx(`\n${point('2024-01-01T00:00:00Z')}\n<trkpt lat="1" lon="2"/>`),
    );
    expect(error.message).toBe(
      'line 4: <trkpt> has no <time>: every track point needs the time of its fix',
    );
  });

  it.each([
    ['<trkpt lat="95" lon="2">', "line 2: <trkpt> lat '95' is not a latitude between -90 and 90"],
    [
      '<trkpt lat="1" lon="east">',
      "line 2: <trkpt> lon 'east' is not a longitude between -180 and 180",
    ],
    ['<trkpt lon="2">', 'line 2: <trkpt> has no lat attribute'],
  ])('rejects a bad coordinate: %s', async (start, message) => {
    const error = await importError(gpx(`${start}<time>2024-01-01T00:00:00Z</time></trkpt>`));
    expect(error.message).toBe(message);
  });

  it.each([
    [point('yesterday'), "<time> 'yesterday' is not an ISO-8601 date-time"],
    [point('1700000000000'), "<time> '1700000000000' is not an ISO-8601 date-time"],
    [
      point('2024-01-01T00:00:00Z', '<extensions><hr>-4</hr></extensions>'),
      "heart rate '-4' is not between 0 and 300 bpm",
    ],
    [
      point('2024-01-01T00:00:00Z', '<speed>fast</speed>'),
      "<speed> 'fast' is not a speed between 0 and 100 m/s",
    ],
  ])('rejects a bad value: %s', async (body, problem) => {
    const error = await importError(gpx(body));
    expect(error.problem).toBe(problem);
    expect(error.location.line).toBe(2);
  });

  it('rejects files that are not GPX tracks', async () => {
    expect((await importError('<kml><Document/></kml>')).message).toBe(
      'line 1: not a GPX file: the root element is <kml>, not <gpx>',
    );
    expect((await importError('just text')).message).toBe('not a GPX file: no <gpx> element');
    expect((await importError('<gpx><rte><rtept lat="1" lon="2"/></rte></gpx>')).message).toBe(
      'no track points: the file has no <trk> with a <trkpt>',
    );
  });

  it('refuses a DTD (XXE) instead of expanding its entities', async () => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY lol "lol">]>
<gpx><trk><name>&xxe;&lol;</name><trkseg>${point('2024-01-01T00:00:00Z')}${point('2024-01-01T00:00:01Z')}</trkseg></trk></gpx>`;
    expect((await importError(xxe)).message).toBe(
      'line 2: GPX files with a document type declaration (DTD) are not accepted: remove the <!DOCTYPE ...> part',
    );
  });

  it('leaves undefined entities as written and keeps names printable and short', async () => {
    const points = `${point('2024-01-01T00:00:00Z')}${point('2024-01-01T00:00:01Z')}`;
    const names = ['&xxe; &#1; &#0; &#xD800;', 'a\u0000b\u202Ec', 'n'.repeat(300)];
    const text = `<gpx>${names.map((name) => `<trk><name>${name}</name><trkseg>${points}</trkseg></trk>`).join('')}</gpx>`;
    const tracks = await parse(text, 7);
    expect(tracks.map((track) => track.id)).toEqual([
      '&xxe; &#1; &#0; &#xD800;',
      'a\uFFFDb\uFFFDc',
      `${'n'.repeat(97)}...`,
    ]);
    expect((await importError(gpx(point('&xxe;')))).problem).toBe(
      "<time> '&xxe;' is not an ISO-8601 date-time",
    );
  });

  it('refuses a track without duration, naming it and its end', async () => {
    const same = `${point('2024-01-01T00:00:00Z')}${point('2024-01-01T00:00:00Z')}`;
    expect((await importError(gpx(same))).message).toBe(
      'line 2: <trk> 1: every sample has the same time (2024-01-01T00:00:00.000Z): the track has no duration',
    );
    const text = `<gpx><trk><trkseg>${point('2024-01-01T00:00:00Z')}${point('2024-01-01T00:00:01Z')}</trkseg></trk>
<trk><trkseg>${point('2024-01-01T00:00:05Z')}</trkseg></trk></gpx>`;
    expect((await importError(text)).message).toBe(
      'line 2: <trk> 2: only one sample (2024-01-01T00:00:05.000Z): the track has no duration',
    );
  });

  it('reads 200 tracks and refuses the 201st', async () => {
    const track = `<trk><trkseg>${point('2024-01-01T00:00:00Z')}${point('2024-01-01T00:00:01Z')}</trkseg></trk>\n`;
    expect(await parse(`<gpx>\n${track.repeat(200)}</gpx>`)).toHaveLength(200);
    expect((await importError(`<gpx>\n${track.repeat(250)}</gpx>`)).message).toBe(
      'line 202: the file has more than 200 tracks (<trk> with points): a file holds one session',
    );
  });

  it('rejects a truncated file at its last line', async () => {
    const cut = garmin.slice(0, garmin.indexOf('</trkseg>'));
    const error = await importError(cut);
    expect(error.message).toMatch(/^line 14: the file ends before <\/trkseg> \(opened on line 8\)/);
    expect((await importError(garmin.slice(0, garmin.indexOf('lat="59.9001"')))).problem).toBe(
      'the file ends inside a tag: is it truncated?',
    );
  });
});
