import { gzipSync } from 'node:zlib';
import fc from 'fast-check';

/** One upload of the fuzz: what is sent, under which name and format hint. */
export interface FuzzUpload {
  kind: string;
  name: string;
  content: Uint8Array;
  format?: string;
}

const text = (value: string) => new TextEncoder().encode(value);

function utf16le(value: string): Uint8Array {
  return new Uint8Array(Buffer.from(`\uFEFF${value}`, 'utf16le'));
}

const GPX = `<?xml version="1.0" encoding="UTF-16"?>
<gpx version="1.1"><trk><trkseg>
<trkpt lat="51.5" lon="-0.1"><time>2026-11-14T15:00:00Z</time></trkpt>
<trkpt lat="51.5001" lon="-0.1"><time>2026-11-14T15:00:01Z</time></trkpt>
</trkseg></trk></gpx>`;

const XXE_GPX = `<?xml version="1.0"?>
<!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY lol "lol&xxe;">]>
<gpx version="1.1"><trk><name>&xxe;</name><trkseg>
<trkpt lat="51.5" lon="-0.1"><time>2026-11-14T15:00:00Z</time><desc>&lol;</desc></trkpt>
<trkpt lat="51.5001" lon="-0.1"><time>2026-11-14T15:00:01Z</time></trkpt>
</trkseg></trk></gpx>`;

function manyTags(count: number): Uint8Array {
  const lines = ['timestamp,tag_id,x_m,y_m'];
  for (let tag = 0; tag < count; tag++) lines.push(`2026-11-14T15:00:00Z,t${tag},1,1`);
  return text(`${lines.join('\n')}\n`);
}

function identicalTimestamps(): Uint8Array {
  const row = '2026-11-14T15:00:00Z,51.5,-0.1\n';
  return text(`timestamp,lat,lon\n${row.repeat(200)}`);
}

/** A FIT header that announces a file far longer than what follows. */
function truncatedFit(): Uint8Array {
  const bytes = new Uint8Array(64);
  bytes.set([14, 0x10, 0x2b, 0x08, 0xff, 0xff, 0, 0, 0x2e, 0x46, 0x49, 0x54, 0, 0]);
  return bytes;
}

/**
 * Hostile and careless files, as the fuzz of the hardening issue found them:
 * NUL bytes, random bytes, UTF-16, huge lines, wrong headers, many tags, a
 * gzip bomb, a DTD, wrong format hints, hostile file names, and one good file.
 */
export function fuzzUploads(goodFile: string, seed: number): FuzzUpload[] {
  const randomFiles = fc.sample(fc.uint8Array({ minLength: 1, maxLength: 2048 }), {
    seed,
    numRuns: 12,
  });
  const randomTexts = fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 400 }), {
    seed: seed + 1,
    numRuns: 6,
  });
  return [
    { kind: 'good', name: 'good.csv', content: text(goodFile) },
    {
      kind: 'nul-in-cell',
      name: 'nul.csv',
      content: text('timestamp,lat,lon\n2020-01-06T10:00:00Z,5\u00001.5,-0.1\n'),
    },
    {
      kind: 'nul-header',
      name: 'nul-header.csv',
      content: text('times\u0000tamp,lat,lon\n1,2,3\n'),
    },
    ...randomFiles.map((content, i) => ({
      kind: 'random-bytes',
      name: `random-${i}.bin`,
      content,
    })),
    ...randomTexts.map((value, i) => ({
      kind: 'random-text',
      name: `text-${i}.csv`,
      content: text(`timestamp,lat,lon\n${value}`),
    })),
    { kind: 'utf16-gpx', name: 'utf16.gpx', content: utf16le(GPX) },
    {
      kind: 'huge-line',
      name: 'huge.csv',
      content: text(`timestamp,lat,lon\n${'9'.repeat(3 << 20)}\n`),
    },
    { kind: 'wrong-header', name: 'wrong.csv', content: text('time,latitude,longitude\n1,2,3\n') },
    { kind: 'many-tags', name: 'tags.csv', content: manyTags(100_000) },
    {
      kind: 'gzip-bomb',
      name: 'bomb.csv.gz',
      content: new Uint8Array(gzipSync(Buffer.alloc(64 << 20))),
    },
    { kind: 'identical-timestamps', name: 'same-time.csv', content: identicalTimestamps() },
    { kind: 'xxe-gpx', name: 'xxe.gpx', content: text(XXE_GPX) },
    { kind: 'fit-as-edge', name: 'watch.fit', content: truncatedFit(), format: 'edge' },
    { kind: 'edge-as-fit', name: 'edge.csv', content: text(goodFile), format: 'fit' },
    { kind: 'edge-as-gpx', name: 'edge2.csv', content: text(goodFile), format: 'gpx' },
    { kind: 'nul-name', name: 'a\u0000b.csv', content: text(goodFile) },
    { kind: 'control-name', name: 'a\u001b[31m\u202Eb.csv', content: text(goodFile) },
    { kind: 'long-name', name: `${'n'.repeat(2000)}.csv`, content: text(goodFile) },
    { kind: 'unicode-name', name: 'Zoë 日本 ⚽.csv', content: text(goodFile) },
  ];
}
