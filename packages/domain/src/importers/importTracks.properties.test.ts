import fc from 'fast-check';
import { expect, it } from 'vitest';
import { detectFormat } from './detectFormat.js';
import { ImportError } from './importError.js';
import { IMPORT_FORMATS } from './importFormat.js';
import { importTracks } from './importTracks.js';
import { catapultFiles } from './testing/catapultFiles.js';
import { chunksOf } from './testing/chunksOf.js';
import { edgeFiles } from './testing/edgeFiles.js';
import { expectImportOutcome } from './testing/expectImportOutcome.js';
import { fitFiles } from './testing/fitFiles.js';
import { eptsFiles } from './testing/eptsFiles.js';
import { gpxFiles } from './testing/gpxFiles.js';
import { kinexonFiles } from './testing/kinexonFiles.js';
import { mappedFiles } from './testing/mappedFiles.js';
import { chunkSizes, hostileBytes } from './testing/hostileBytes.js';
import { positionsFiles } from './testing/positionsFiles.js';
import { tcxFiles } from './testing/tcxFiles.js';
import { anyText } from '../text/testing/anyText.js';
import { isPrintable } from '../text/testing/isPrintable.js';

const anyFile = hostileBytes(
  fc.oneof(
    edgeFiles,
    positionsFiles,
    gpxFiles,
    fitFiles,
    kinexonFiles,
    eptsFiles.map(({ metadata }) => metadata),
    mappedFiles.map(({ bytes }) => bytes),
    tcxFiles,
    catapultFiles,
  ),
);
/** File names as browsers and scripts send them: any text, NUL and lone surrogates included. */
const fileNames = fc.option(
  fc.oneof(
    anyText(300),
    fc.constantFrom('match.csv', 'run.gpx', 'watch.fit', 'a\u0000b.csv', 'x\uD800.gpx'),
  ),
  { nil: undefined },
);

it('reads any file, under any name and format hint, into valid tracks or a printable ImportError', async () => {
  await fc.assert(
    fc.asyncProperty(
      anyFile,
      fc.constantFrom(...IMPORT_FORMATS),
      fileNames,
      chunkSizes,
      async (bytes, format, fileName, size) => {
        await expectImportOutcome(() => importTracks(chunksOf(bytes, size), { format, fileName }));
      },
    ),
    { numRuns: 300 },
  );
});

it('reads any file with any EPTS metadata or column mapping into valid tracks or a printable ImportError', async () => {
  await fc.assert(
    fc.asyncProperty(
      anyFile,
      hostileBytes(eptsFiles.map(({ metadata }) => metadata)),
      mappedFiles,
      fc.constantFrom(...IMPORT_FORMATS),
      chunkSizes,
      async (bytes, eptsMetadata, { mapping }, format, size) => {
        await expectImportOutcome(() =>
          importTracks(chunksOf(bytes, size), { format, eptsMetadata, columnMapping: mapping }),
        );
      },
    ),
    { numRuns: 200 },
  );
});

it('detects a format or says printably why not, for any first bytes and name', () => {
  fc.assert(
    fc.property(anyFile, fileNames, (bytes, fileName) => {
      try {
        expect(IMPORT_FORMATS).toContain(detectFormat(bytes, fileName));
      } catch (error) {
        expect(error).toBeInstanceOf(ImportError);
        expect(isPrintable((error as ImportError).message)).toBe(true);
      }
    }),
    { numRuns: 300 },
  );
});
