import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importTracks } from '@touchline/domain/analysis';
import { beforeAll, describe, expect, it } from 'vitest';
import { readLargePositionsFile } from '../src/cli/analyse/readLargePositionsFile.js';
import { recordingPath } from './support/recordings.js';

/** The tracks of the file as the streamed import, which reads any file, reads them. */
function imported(path: string) {
  return importTracks(createReadStream(path), { format: 'positions', fileName: 'match.csv' });
}

async function readWhole(path: string, bufferBytes?: number) {
  const { size } = await stat(path);
  return readLargePositionsFile(path, size, 'auto', 'match.csv', bufferBytes);
}

describe('reading a large positions file through one buffer', () => {
  let dir: string;
  let alfheim: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'touchline-large-positions-'));
    alfheim = recordingPath('alfheim-2013-11-07.csv.gz');
  });

  it('reads the Alfheim match as the streamed import does, whatever cuts the lines', async () => {
    const expected = await imported(alfheim);
    expect(expected).toHaveLength(12);
    // The default buffer, and a small one that cuts a line at some 1,400 places.
    expect(await readWhole(alfheim)).toEqual(expected);
    expect(await readWhole(alfheim, 4096)).toEqual(expected);
  });

  it('reads CRLF line ends and a last line without one', async () => {
    const text = (await readFile(alfheim, 'utf8')).trimEnd().replaceAll('\n', '\r\n');
    const path = join(dir, 'crlf.csv');
    await writeFile(path, text);
    const tracks = await readWhole(path, 4096);
    expect(tracks).toEqual(await imported(path));
  });

  it('leaves a file with a row that is not plain, or a line longer than the buffer, to the streamed import', async () => {
    const lines = (await readFile(alfheim, 'utf8')).split('\n');
    const late = Math.floor(lines.length * 0.9);
    const quoted = join(dir, 'quoted.csv');
    await writeFile(quoted, lines.with(late, `"${lines[late]}"`).join('\n'));
    expect(await readWhole(quoted)).toBeUndefined();
    const long = join(dir, 'long-line.csv');
    await writeFile(long, lines.with(late, `${lines[late]}${' '.repeat(5000)}`).join('\n'));
    expect(await readWhole(long, 4096)).toBeUndefined();
  });

  it('is not used for a small file or another format', async () => {
    const path = join(dir, 'small.csv');
    await writeFile(path, (await readFile(alfheim, 'utf8')).slice(0, 100_000));
    expect(await readWhole(path)).toBeUndefined();
    const { size } = await stat(alfheim);
    expect(readLargePositionsFile(alfheim, size, 'edge', 'match.csv')).toBeUndefined();
  });
});
