import { readRecording } from '../testing/readRecording.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImportError } from './importError.js';
import { importTracks } from './importTracks.js';
import { chunksOf } from './testing/chunksOf.js';
import { eptsMetadataXml } from './testing/eptsFiles.js';
import { utf16 } from './testing/hostileBytes.js';
import { writeTcx } from './testing/tcxFiles.js';
import { writeCatapultCsv } from './testing/catapultFiles.js';
import type { GpsTrack } from '../tracks/track.js';

const fenix = readRecording('fenix2-run.fit');
const edge = 'timestamp,lat,lon\n2024-01-01T00:00:00Z,1,2\n2024-01-01T00:00:01Z,1,2\n';
const gpx =
  '<gpx><trk><trkseg><trkpt lat="1" lon="2"><time>2024-01-01T00:00:00Z</time></trkpt>' +
  '<trkpt lat="1" lon="2"><time>2024-01-01T00:00:01Z</time></trkpt></trkseg></trk></gpx>';

async function rejection(run: Promise<unknown>): Promise<unknown> {
  try {
    await run;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('importTracks', () => {
  it('routes each format by content, ids from the file name when the file names none', async () => {
    const [edgeTrack] = await importTracks(chunksOf(edge, 5), {
      fileName: 'uploads/Anna Berg.txt',
    });
    expect(edgeTrack).toMatchObject({ kind: 'gps', id: 'Anna Berg', metadata: { format: 'edge' } });
    const [gpxTrack] = await importTracks(new TextEncoder().encode(gpx), { fileName: 'ride.csv' });
    expect(gpxTrack).toMatchObject({ id: 'ride', metadata: { format: 'gpx' } });
    const positions = await importTracks(
      chunksOf('timestamp,tag_id,x_m,y_m\n1,7,1,1\n2,9,1,1\n3,7,1,1\n4,9,1,1\n', 1),
    );
    expect(positions.map((track) => track.id)).toEqual(['7', '9']);
    const tcx = writeTcx([{ laps: [[0, 1000].map((timeMs) => ({ timeMs, position: [1, 2] }))] }]);
    const [tcxTrack] = await importTracks(chunksOf(tcx, 3), { fileName: 'Anna Berg.xml' });
    expect(tcxTrack).toMatchObject({ id: 'Anna Berg', metadata: { format: 'tcx' } });
    const catapult = writeCatapultCsv(
      { ...(tcxTrack as GpsTrack), speedMps: undefined },
      { metadataLines: ['# Athlete: First Last'], timeZone: 'Europe/Oslo' },
    );
    const [catapultTrack] = await importTracks(chunksOf(catapult, 5), {
      fileName: 'Export for First Last.csv',
      timeZone: 'Europe/Oslo',
    });
    expect(catapultTrack).toMatchObject({
      id: 'Export for First Last',
      metadata: { format: 'catapult', athleteName: 'First Last' },
    });
    expect(catapultTrack?.timeMs).toEqual(tcxTrack?.timeMs);
    const [fitTrack] = await importTracks(chunksOf(fenix, 4096), { fileName: 'x.bin' });
    expect(fitTrack).toMatchObject({ id: '3882015183', metadata: { format: 'fit' } });
    expect(fitTrack?.timeMs.length).toBe(2809);
  });

  it('reads Kinexon exports, EPTS recordings with their metadata, and mapped CSVs', async () => {
    const kinexon =
      'ts in ms,sensor id,mapped id,full name,number,x in m,y in m\n1,7,P7,Ann,7,1,1\n41,7,P7,Ann,7,2,2\n';
    const [player] = await importTracks(chunksOf(kinexon, 9), { fileName: 'k.csv' });
    expect(player).toMatchObject({ id: 'P7', metadata: { format: 'kinexon', athleteName: 'Ann' } });

    const metadata = new TextEncoder().encode(
      eptsMetadataXml({
        frameRate: '25',
        start: '2024-05-04T15:00:00Z',
        unit: 'm',
        players: [{ id: 'P1', name: 'Ann', shirtNumber: '7' }],
        specifications: [{ startFrame: 1, endFrame: 9, playerIds: ['P1'] }],
      }),
    );
    const raw = new TextEncoder().encode('1:10,20:0,0\n2:11,20:0,0\n');
    const [epts] = await importTracks(raw, { format: 'epts', eptsMetadata: metadata });
    expect(epts).toMatchObject({ id: 'P1', metadata: { format: 'epts', shirtNumber: '7' } });
    const alone = await rejection(importTracks(metadata, { fileName: 'game_metadata.xml' }));
    expect((alone as ImportError).message).toBe(
      'game_metadata.xml: this is the metadata XML of a FIFA EPTS recording: it is read with the raw data text file it describes; add that file to the same import',
    );

    const csv = new TextEncoder().encode('when,x,y\n0,1,1\n1,2,2\n');
    const columnMapping = {
      timeColumn: 'when',
      timeFormat: 'epochSeconds',
      xColumn: 'x',
      yColumn: 'y',
    } as const;
    const [mapped] = await importTracks(csv, {
      format: 'mapped',
      columnMapping,
      fileName: 'a/b.csv',
    });
    expect(mapped).toMatchObject({ kind: 'positions', id: 'b', metadata: { format: 'mapped' } });
    const unmapped = await rejection(
      importTracks(csv, {
        format: 'mapped',
        columnMapping: { ...columnMapping, xColumn: 'X2' },
        fileName: 'b.csv',
      }),
    );
    expect((unmapped as ImportError).message).toBe('b.csv: The file has no column "X2".');
  });

  it('uses a format the caller names', async () => {
    const error = await rejection(importTracks(new TextEncoder().encode(edge), { format: 'gpx' }));
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).message).toBe('not a GPX file: no <gpx> element');
  });

  it('refuses a time zone that is not an IANA one, before reading local times', async () => {
    const catapult = new TextEncoder().encode(
      'Timestamp,Latitude,Longitude,#Sats\n14/03/2026 10:00:00.00,1,2,9\n',
    );
    const error = await rejection(
      importTracks(catapult, { fileName: 'a.csv', timeZone: 'Mars/Olympus' }),
    );
    expect((error as ImportError).message).toBe("a.csv: 'Mars/Olympus' is not an IANA time zone");
  });

  it.each([
    [new Uint8Array(0), 'a.csv: empty file'],
    [
      fenix.subarray(0, 1000),
      `a.csv, byte 1000: truncated: the FIT header announces ${fenix.length} bytes but the file ends after 1000`,
    ],
    [
      new TextEncoder().encode('timestamp,lat,lon\n1,1,x\n'),
      "a.csv, line 2: lon 'x' is not a longitude between -180 and 180",
    ],
    [
      new TextEncoder().encode(gpx.replace('<time>2024-01-01T00:00:00Z</time>', '')),
      'a.csv, line 1: <trkpt> has no <time>: every track point needs the time of its fix',
    ],
    [
      new TextEncoder().encode('PK\u0003\u0004 a zip'),
      'a.csv: unrecognised file format: expected a Touchline Edge, Catapult OpenField or Kinexon CSV, a positions CSV, GPX, TCX, FIT or FIFA EPTS metadata',
    ],
  ])('locates bad input in the file (%#)', async (bytes, message) => {
    const error = await rejection(importTracks(bytes, { fileName: 'a.csv' }));
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).message).toBe(message);
  });

  it('reads the files that stopped the server into printable errors', async () => {
    const nul = new TextEncoder().encode(
      'timestamp,lat,lon\n2020-01-06T10:00:00Z,5\u00001.5,-0.1\n',
    );
    const error = await rejection(importTracks(nul, { fileName: 'nul\u0000.csv' }));
    expect((error as ImportError).message).toBe(
      "nul\uFFFD.csv, line 2: lat '5\\u00001.5' is not a latitude between -90 and 90",
    );
    const utf16Gpx = utf16(gpx, false, true);
    expect(((await rejection(importTracks(utf16Gpx))) as ImportError).message).toBe(
      'the file is UTF-16 text: Touchline reads UTF-8; save it as UTF-8',
    );
    expect(((await rejection(importTracks(utf16(gpx, true, false)))) as ImportError).message).toBe(
      'unrecognised file format: the file holds NUL bytes, so it is neither a FIT file nor UTF-8 text (if it is UTF-16 text, save it as UTF-8)',
    );
  });

  it('stops reading a FIT file past its size cap', async () => {
    let chunksRead = 0;
    async function* huge(): AsyncGenerator<Uint8Array> {
      const megabyte = new Uint8Array(1 << 20);
      megabyte.set(fenix.subarray(0, 14));
      for (let i = 0; i < 1000; i++) {
        chunksRead++;
        yield await Promise.resolve(megabyte);
      }
    }
    const error = await rejection(importTracks(huge(), { fileName: 'huge.fit' }));
    expect((error as ImportError).message).toBe(
      'huge.fit: the FIT file is larger than 32 MB: no activity recording of one session is that large',
    );
    expect(chunksRead).toBe(33);
  });

  it('passes a failure of the input itself through unchanged', async () => {
    const failure = new Error('disk on fire');
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield await Promise.resolve(new TextEncoder().encode('timestamp,lat,lon\n'));
      throw failure;
    }
    expect(await rejection(importTracks(failing()))).toBe(failure);
  });

  it('closes the input when a parser stops early', async () => {
    let closed = false;
    async function* lines(): AsyncGenerator<Uint8Array> {
      try {
        yield await Promise.resolve(new TextEncoder().encode('timestamp,lat,lon\nbad,1,1\n'));
        yield await Promise.resolve(new TextEncoder().encode('1,1,1\n'));
      } finally {
        closed = true;
      }
    }
    expect(await rejection(importTracks(lines()))).toBeInstanceOf(ImportError);
    expect(closed).toBe(true);
  });

  it('never throws anything but an ImportError for garbage', async () => {
    const prefixes = [
      '',
      'timestamp,lat,lon\n',
      'timestamp,tag_id,x_m,y_m\n',
      '<gpx><trk><trkseg>',
      '# a: b\n',
    ];
    const garbage = fc.tuple(
      fc.constantFrom(
        ...prefixes.map((prefix) => new TextEncoder().encode(prefix)),
        fenix.subarray(0, 64),
      ),
      fc.uint8Array({ maxLength: 300 }),
      fc.integer({ min: 1, max: 64 }),
    );
    await fc.assert(
      fc.asyncProperty(garbage, async ([prefix, body, chunkSize]) => {
        const bytes = new Uint8Array([...prefix, ...body]);
        try {
          await importTracks(chunksOf(bytes, chunkSize), { fileName: 'fuzz.dat' });
        } catch (error) {
          expect(error).toBeInstanceOf(ImportError);
          expect((error as ImportError).location.file).toBe('fuzz.dat');
          // importTracks wraps parser bugs as "could not be read": garbage must not reach one.
          expect((error as ImportError).problem).not.toMatch(/^could not be read/);
        }
      }),
      { numRuns: 300 },
    );
  });
});
