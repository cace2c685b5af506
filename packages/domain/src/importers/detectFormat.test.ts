import { describe, expect, it } from 'vitest';
import { detectFormat } from './detectFormat.js';
import { ImportError } from './importError.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const fitHeader = new Uint8Array([14, 0x10, 0, 0, 0, 0, 0, 0, 0x2e, 0x46, 0x49, 0x54, 0, 0]);

function problem(text: string, fileName?: string): string {
  try {
    detectFormat(bytes(text), fileName);
  } catch (error) {
    if (error instanceof ImportError) return error.message;
    throw error;
  }
  throw new Error('expected an ImportError');
}

describe('detectFormat', () => {
  it('tells the format from the content, whatever the file is called', () => {
    expect(detectFormat(bytes('# device_serial: 1\ntimestamp,lat,lon\n'), 'edge.txt')).toBe('edge');
    expect(detectFormat(bytes('timestamp,lat,lon,speed_mps\n1,2,3,4\n'), 'x.gpx')).toBe('edge');
    expect(detectFormat(bytes('\uFEFF<?xml version="1.0"?>\n<gpx version="1.1">'), 'run.csv')).toBe(
      'gpx',
    );
    expect(detectFormat(bytes('<?xml version="1.0"?><!-- c --><g:gpx xmlns:g="x">'))).toBe('gpx');
    expect(detectFormat(bytes('timestamp,tag_id,x_m,y_m\n'), 'match.gpx')).toBe('positions');
    expect(detectFormat(fitHeader, 'activity.csv')).toBe('fit');
  });

  it('tells Kinexon exports and the metadata XML of a FIFA EPTS recording', () => {
    const kinexon =
      'ts in ms,sensor id,mapped id,full name,number,group id,group name,x in m,y in m\n';
    expect(detectFormat(bytes(kinexon), 'match.txt')).toBe('kinexon');
    expect(detectFormat(bytes('"TS IN MS"; Sensor  Id ;"X in m";"Y in m"\n'))).toBe('kinexon');
    const metrica =
      '<?xml version="1.0" encoding="utf-8"?>\n<main xmlns:tns="FIFADataTransferFormatEPTSNamespace/FIFADataTransferFormatEPTS">\n  <Metadata>';
    expect(detectFormat(bytes(metrica), 'game_metadata.xml')).toBe('epts');
    expect(detectFormat(bytes('<tns:FIFADataTransferFormatEPTS xmlns:tns="x">'))).toBe('epts');
    expect(detectFormat(bytes('<root>\n<Metadata>\n<GlobalConfig><FrameRate>25'))).toBe('epts');
    // The raw data file it describes is not recognised on its own: it is read with its metadata.
    expect(() => detectFormat(bytes('1:0.5,0.5;0.1,0.1:0.5,0.5\n'))).toThrow(ImportError);
  });

  it('tells a Catapult export by its columns, whatever its delimiter and # lines', () => {
    const header =
      'Timestamp,Latitude,Longitude,Seconds,Velocity,Acceleration,Odometer,Heart Rate,' +
      'Player Load,Positional Quality (%),HDOP,#Sats';
    const meta = '# Athlete: First Last\n# Device: 12345\n# Period: 1st Half\n';
    expect(detectFormat(bytes(`${meta}${header}\n14/03/2026 10:00:00.00,51.5`), 'a.gpx')).toBe(
      'catapult',
    );
    expect(detectFormat(bytes(`"# Athlete: A",,\n,,,\n${header.replaceAll(',', ';')}\n`))).toBe(
      'catapult',
    );
    expect(detectFormat(bytes('Timestamp\tLatitude\tLongitude\t#Sats\n'))).toBe('catapult');
    // '#' lines filling what detection reads, the header after them.
    const long = `# Athlete: First Last\n${'# Note: a long comment\n'.repeat(60)}${header}\n`;
    expect(detectFormat(bytes(long))).toBe('catapult');
    // Latitude and longitude alone are not Catapult's.
    expect(problem('Timestamp,Latitude,Longitude\n1,2,3\n')).toMatch(/^line 1: header row missing/);
    expect(detectFormat(bytes('# device_serial: 1\ntimestamp,lat,lon\n'))).toBe('edge');
  });

  it('tells a TCX file by its root element, with or without a namespace prefix', () => {
    const garmin =
      '<?xml version="1.0" encoding="UTF-8"?>\n<TrainingCenterDatabase\n  xsi:schemaLocation="x"';
    expect(detectFormat(bytes(garmin), 'run.gpx')).toBe('tcx');
    expect(detectFormat(bytes('<tcx:TrainingCenterDatabase xmlns:tcx="y">'))).toBe('tcx');
    expect(detectFormat(bytes('garbage'), 'broken.TCX')).toBe('tcx');
  });

  it('judges only complete lines of a long file', () => {
    const long = `timestamp,tag_id,x_m,y_m\n${'1,1,1,1\n'.repeat(200)}`;
    expect(detectFormat(bytes(long))).toBe('positions');
  });

  it('lets the extension pick the parser for an unrecognised .fit or .gpx', () => {
    expect(detectFormat(bytes('garbage'), 'broken.fit')).toBe('fit');
    expect(detectFormat(bytes('garbage'), 'broken.GPX')).toBe('gpx');
  });

  it('recognises UTF-16 text by its byte-order mark', () => {
    for (const mark of [
      [0xff, 0xfe],
      [0xfe, 0xff],
    ]) {
      expect(() => detectFormat(new Uint8Array([...mark, 60, 0, 103, 0]))).toThrow(
        'the file is UTF-16 text: Touchline reads UTF-8; save it as UTF-8',
      );
    }
  });

  it('explains empty, unknown and header-less files', () => {
    expect(problem(' \n\n')).toBe('empty file');
    expect(problem('hello world')).toBe(
      'unrecognised file format: expected a Touchline Edge, Catapult OpenField or Kinexon CSV, a positions CSV, GPX, TCX, FIT or FIFA EPTS metadata',
    );
    expect(problem('\u0000\u0001garbage')).toMatch(
      /^unrecognised file format: the file holds NUL bytes/,
    );
    expect(problem('time,\u0000lat\n')).toMatch(/holds NUL bytes/);
    expect(problem('\ntime,latitude,longitude\n')).toBe(
      "line 2: header row missing: line 'time,latitude,longitude' names neither timestamp,lat,lon (Touchline Edge) nor timestamp,tag_id,x_m,y_m (positions)",
    );
  });
});
