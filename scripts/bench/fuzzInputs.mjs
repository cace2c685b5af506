// The upload fuzz's inputs: a deterministic sequence (from a seed) of what a
// careless or hostile client sends to POST /api/uploads. Every kind comes
// once first, so a short run covers them all; then kinds are drawn by
// weight, the heavy ones (MB-sized, or huge when parsed) a bounded few times.
import { createRandom } from '@touchline/domain';
import { multipartBody } from './multipartBody.mjs';
import { FUZZ_START_MS, edgeCsv, fit, gpx, gzipBomb, positionsCsv, walk } from './trackerFiles.mjs';

const FORMATS = ['auto', 'edge', 'gpx', 'fit', 'positions'];
const MB = 1024 * 1024;
const encode = (text) => Buffer.from(text, 'utf8');
const pick = (random, values) => values[random.integer(0, values.length - 1)];

/** The issue's file: a NUL inside a latitude. */
const ISSUE_NUL_FILE = 'timestamp,lat,lon\n2020-01-06T10:00:00Z,5\u00001.5,-0.1\n';

function smallWalk(random, rateHz = pick(random, [1, 5, 10])) {
  return walk(random, { samples: random.integer(60, 1200), rateHz });
}

/** An upload of one athlete's file (the common case). */
function file(kind, note, fileName, content, { format = 'auto' } = {}) {
  return { kind, note, fileName, content, format, mapping: 'athlete' };
}

/** An upload of a multi-tag positions file with one tag mapped to the slot's athlete. */
function tagged(kind, note, fileName, content, tag) {
  return { kind, note, fileName, content, format: 'auto', mapping: 'tag', tag };
}

/** Inserts `inserted` at `count` random places of a text's bytes. */
function sprinkle(random, bytes, inserted, count) {
  let out = Buffer.from(bytes);
  for (let i = 0; i < count; i++) {
    const at = random.integer(0, out.length);
    out = Buffer.concat([out.subarray(0, at), inserted, out.subarray(at)]);
  }
  return out;
}

const KINDS = {
  'valid-edge': {
    weight: 30,
    make: (random) => {
      const eol = pick(random, ['\n', '\r\n']);
      return file(
        'valid-edge',
        'Edge CSV',
        'edge.csv',
        encode(edgeCsv(smallWalk(random), { eol })),
      );
    },
  },
  'valid-positions': {
    weight: 5,
    make: (random) => {
      const tags = Object.fromEntries(
        Array.from({ length: random.integer(2, 6) }, (_, t) => [
          `T${t + 1}`,
          walk(random, { samples: random.integer(60, 600) }),
        ]),
      );
      return tagged(
        'valid-positions',
        'positions CSV',
        'lps.csv',
        encode(positionsCsv(tags)),
        'T1',
      );
    },
  },
  'valid-gpx': {
    weight: 5,
    make: (random) => file('valid-gpx', 'GPX', 'run.gpx', encode(gpx(smallWalk(random, 1)))),
  },
  'valid-fit': {
    weight: 4,
    make: (random) =>
      file('valid-fit', 'FIT', 'run.fit', Buffer.from(fit(smallWalk(random, 1))), {
        format: pick(random, ['auto', 'fit']),
      }),
  },
  'random-bytes': {
    weight: 8,
    make: (random) => {
      const length = random.integer(1, pick(random, [64, 4096, 65_536]));
      const content = Buffer.alloc(length);
      for (let i = 0; i < length; i++) content[i] = random.integer(0, 255);
      const name = pick(random, ['data.csv', 'data.gpx', 'data.fit', 'data.bin', 'data']);
      return file('random-bytes', `${length} random bytes`, name, content, {
        format: pick(random, FORMATS),
      });
    },
  },
  'nul-in-csv': {
    weight: 8,
    make: (random, index) => {
      if (index === 0)
        return file('nul-in-csv', "the issue's file", 'nul.csv', encode(ISSUE_NUL_FILE));
      const valid = encode(edgeCsv(walk(random, { samples: random.integer(10, 300) })));
      const count = random.integer(1, 5);
      return file(
        'nul-in-csv',
        `${count} NUL bytes in an Edge CSV`,
        'nul.csv',
        sprinkle(random, valid, Buffer.from([0]), count),
      );
    },
  },
  'control-characters': {
    weight: 3,
    make: (random) => {
      const valid = encode(edgeCsv(walk(random, { samples: random.integer(10, 300) })));
      const junk = pick(random, [
        Buffer.from([0x01]),
        Buffer.from([0x1b, 0x5b, 0x33, 0x31, 0x6d]), // ANSI colour
        Buffer.from([0x7f]),
        Buffer.from([0xc3, 0x28]), // invalid UTF-8
        Buffer.from([0xed, 0xa0, 0x80]), // a UTF-16 surrogate as UTF-8
        Buffer.from([0xff, 0xfe]),
        Buffer.from('\u202e'), // right-to-left override
      ]);
      return file(
        'control-characters',
        `control or invalid UTF-8 bytes (${junk.toString('hex')})`,
        'ctl.csv',
        sprinkle(random, valid, junk, random.integer(1, 4)),
      );
    },
  },
  'utf16-gpx': {
    weight: 3,
    make: (random) => {
      const text = gpx(smallWalk(random, 1)).replace('encoding="UTF-8"', 'encoding="UTF-16"');
      const variant = pick(random, ['LE with BOM', 'BE with BOM', 'LE without BOM']);
      let content = Buffer.from(text, 'utf16le');
      if (variant.startsWith('BE')) content.swap16();
      if (variant.includes('with BOM')) {
        content = Buffer.concat([
          Buffer.from(variant.startsWith('BE') ? [0xfe, 0xff] : [0xff, 0xfe]),
          content,
        ]);
      }
      return file('utf16-gpx', `UTF-16 ${variant} GPX`, 'utf16.gpx', content, {
        format: pick(random, ['auto', 'gpx']),
      });
    },
  },
  'huge-line': {
    weight: 0.4,
    limit: 20,
    make: (random) => {
      const megabytes = random.integer(1, 6);
      const variant = pick(random, ['no newline at all', 'a huge cell', 'a huge header']);
      const bulk = Buffer.alloc(megabytes * MB, variant === 'no newline at all' ? 0x35 : 0x39);
      const parts = {
        'no newline at all': [bulk],
        'a huge cell': [
          encode('timestamp,lat,lon\n2020-01-06T10:00:00Z,51.'),
          bulk,
          encode(',-0.1\n'),
        ],
        'a huge header': [
          encode('timestamp,lat,lon,'),
          Buffer.alloc(megabytes * MB, 0x61),
          encode('\n'),
        ],
      }[variant];
      return file(
        'huge-line',
        `${megabytes} MB line: ${variant}`,
        'huge.csv',
        Buffer.concat(parts),
      );
    },
  },
  'wrong-header': {
    weight: 6,
    make: (random) => {
      const rows = edgeCsv(walk(random, { samples: random.integer(5, 200) }))
        .split('\n')
        .slice(2);
      const header = pick(random, [
        'time,latitude,longitude',
        'timestamp,lon',
        'timestamp,lat,lat,lon,lon',
        'lat,lon,timestamp',
        '"timestamp,lat",lon',
        'timestamp;lat;lon',
        Array.from({ length: 5000 }, (_, c) => `c${c}`).join(','),
        'timestamp,tag_id',
        '# only a comment',
        '',
      ]);
      const body = pick(random, ['rows', 'short rows', 'long rows']);
      const shaped = rows.map((row) =>
        body === 'short rows'
          ? row.split(',').slice(0, 2).join(',')
          : body === 'long rows'
            ? `${row},1,2,3,4`
            : row,
      );
      return file(
        'wrong-header',
        `header '${header.slice(0, 30)}', ${body}`,
        'header.csv',
        encode([header, ...shaped].join('\n')),
        {
          format: pick(random, ['auto', 'edge', 'positions']),
        },
      );
    },
  },
  'many-tags': {
    weight: 0.3,
    limit: 20,
    make: (random, index) => {
      // The issue's 3.7 MB file first, then a few thousand tags.
      const tags = index === 0 ? 100_000 : random.integer(200, 20_000);
      const lines = ['timestamp,tag_id,x_m,y_m'];
      for (let s = 0; s < 30; s++)
        lines.push(`${FUZZ_START_MS + s * 100},MAPPED,${10 + s * 0.1},20`);
      for (let t = 0; t < tags; t++) {
        lines.push(
          `${FUZZ_START_MS + (t % 600) * 100},T${t},${(t % 97).toFixed(1)},${(t % 61).toFixed(1)}`,
        );
      }
      return tagged(
        'many-tags',
        `${tags} distinct tags`,
        'tags.csv',
        encode(lines.join('\n') + '\n'),
        'MAPPED',
      );
    },
  },
  'gzip-bomb': {
    weight: 0.05,
    limit: 3,
    make: (random) => {
      const gib = pick(random, [1, 4]);
      return file('gzip-bomb', `gzip inflating to ${gib} GiB`, 'match.csv.gz', gzipBomb(gib), {
        format: pick(random, ['auto', 'edge']),
      });
    },
  },
  'fit-wrong-hint': {
    weight: 3,
    make: (random) => {
      const format = pick(random, ['edge', 'gpx', 'positions']);
      return file(
        'fit-wrong-hint',
        `FIT sent as ${format}`,
        pick(random, ['run.fit', 'run.csv']),
        Buffer.from(fit(smallWalk(random, 1))),
        { format },
      );
    },
  },
  'identical-timestamps': {
    weight: 3,
    make: (random) => {
      const points = walk(random, { samples: random.integer(2, 600) }).map((point) => ({
        ...point,
        timeMs: FUZZ_START_MS,
      }));
      const asGpx = random.next() < 0.3;
      return file(
        'identical-timestamps',
        `${points.length} samples at one instant (${asGpx ? 'GPX' : 'Edge'})`,
        asGpx ? 'same.gpx' : 'same.csv',
        encode(asGpx ? gpx(points) : edgeCsv(points)),
      );
    },
  },
  'xml-entities': {
    weight: 2,
    make: (random) => {
      const variant = pick(random, ['external entity (XXE)', 'billion laughs', 'parameter entity']);
      const prolog = {
        'external entity (XXE)': '<!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n',
        'billion laughs':
          '<!DOCTYPE gpx [<!ENTITY a "aaaaaaaaaa">' +
          Array.from(
            { length: 9 },
            (_, i) =>
              `<!ENTITY ${'b'.repeat(i + 1)} "${`&${i === 0 ? 'a' : 'b'.repeat(i)};`.repeat(10)}">`,
          ).join('') +
          ']>\n',
        'parameter entity':
          '<!DOCTYPE gpx [<!ENTITY % remote SYSTEM "http://127.0.0.1:9/x.dtd"> %remote;]>\n',
      }[variant];
      const name = {
        'external entity (XXE)': '&xxe;',
        'billion laughs': '&bbbbbbbbb;',
        'parameter entity': 'p',
      }[variant];
      return file(
        'xml-entities',
        `GPX with a DTD: ${variant}`,
        'dtd.gpx',
        encode(gpx(smallWalk(random, 1), { prolog, name })),
      );
    },
  },
  'odd-file-name': {
    weight: 5,
    make: (random) => {
      const names = [
        ['NUL', Buffer.from('run\u0000.csv')],
        ['control characters', Buffer.from('run\u0001\u001b[31m\u007f.csv')],
        ['10,000 characters', Buffer.from(`${'a'.repeat(10_000)}.csv`)],
        ['non-ASCII', Buffer.from('日本語の試合 ⚽️ Ünïcödé.csv')],
        ['right-to-left override', Buffer.from('run\u202evsc.exe')],
        ['path traversal', Buffer.from('../../../etc/passwd')],
        ['empty', Buffer.from('')],
        ['invalid UTF-8', Buffer.from([0x72, 0xc3, 0x28, 0xff, 0x2e, 0x63, 0x73, 0x76])],
        ['quotes and semicolons', Buffer.from('a";b=c;.csv')],
        ['CR LF', Buffer.from('run\r\nx-injected: 1.csv')],
      ];
      const [label, fileName] = pick(random, names);
      return file(
        'odd-file-name',
        `file name: ${label}`,
        fileName,
        encode(edgeCsv(smallWalk(random))),
      );
    },
  },
  'bad-multipart': {
    weight: 4,
    make: (random) => {
      const content = encode(edgeCsv(walk(random, { samples: 60 })));
      const variant = pick(random, [
        'no boundary',
        'never closed',
        'too many fields',
        'a 1 MB field',
        'two files',
        'no file',
        'no session',
        'not a UUID session',
        'not a UUID athlete',
        'tagMapping not JSON',
        'tagMapping an array',
        'tagMapping of 10,000 tags',
        'athlete and tagMapping',
        'unknown format',
        'JSON body',
        'empty body',
      ]);
      return {
        kind: 'bad-multipart',
        note: variant,
        variant,
        content,
        format: 'auto',
        mapping: 'athlete',
        fileName: 'run.csv',
      };
    },
  },
  truncated: {
    weight: 3,
    make: (random) => {
      const format = pick(random, ['Edge', 'GPX', 'FIT']);
      const points = smallWalk(random, 1);
      const whole =
        format === 'Edge'
          ? encode(edgeCsv(points))
          : format === 'GPX'
            ? encode(gpx(points))
            : Buffer.from(fit(points));
      const at = random.integer(1, whole.length - 1);
      return file(
        'truncated',
        `${format} cut at byte ${at} of ${whole.length}`,
        `cut.${format.toLowerCase()}`,
        whole.subarray(0, at),
      );
    },
  },
  'extreme-values': {
    weight: 3,
    make: (random) => {
      const lines = edgeCsv(walk(random, { samples: random.integer(20, 300) })).split('\n');
      const value = pick(random, [
        '91',
        '-1e308',
        'NaN',
        'Infinity',
        '-0',
        '1e-400',
        '0x10',
        '',
        '9'.repeat(400),
      ]);
      const time = pick(random, [
        '0001-01-01T00:00:00Z',
        '9999-12-31T23:59:59Z',
        '-62135596800000',
        '2020-02-30T10:00:00Z',
        '2020-01-06T10:00:00+99:00',
      ]);
      const what = pick(random, ['latitude', 'timestamp', 'order']);
      for (let i = 2; i < lines.length - 1; i += random.integer(1, 20)) {
        const cells = lines[i].split(',');
        if (what === 'latitude') cells[1] = value;
        else if (what === 'timestamp') cells[0] = time;
        lines[i] = cells.join(',');
      }
      if (what === 'order') lines.splice(2, lines.length - 3, ...lines.slice(2, -1).reverse());
      const note =
        what === 'latitude'
          ? `latitude '${value.slice(0, 12)}'`
          : what === 'timestamp'
            ? `timestamp ${time}`
            : 'time running backwards';
      return file('extreme-values', note, 'extreme.csv', encode(lines.join('\n')));
    },
  },
  'nearly-empty': {
    weight: 1,
    make: (random) => {
      const [label, content] = pick(random, [
        ['empty', Buffer.alloc(0)],
        ['a BOM only', Buffer.from([0xef, 0xbb, 0xbf])],
        ['one newline', encode('\n')],
        ['a header only', encode('timestamp,lat,lon\n')],
        ['whitespace', encode('   \t \n\n  ')],
      ]);
      return file('nearly-empty', label, 'empty.csv', content);
    },
  },
};

/** `{ kind, note, ... }` inputs number 0 .. count-1 for `seed`, limited to `kinds` when given. */
export function* fuzzInputs({ seed, count, kinds = null }) {
  const chosen = Object.entries(KINDS).filter(([name]) => !kinds || kinds.includes(name));
  if (chosen.length === 0)
    throw new Error(`no such kinds: ${kinds}; known: ${Object.keys(KINDS).join(', ')}`);
  const random = createRandom(seed);
  const made = new Map(chosen.map(([name]) => [name, 0]));
  for (let i = 0; i < count; i++) {
    let name;
    if (i < chosen.length) {
      name = chosen[i][0];
    } else {
      const open = chosen.filter(([kind, spec]) => made.get(kind) < (spec.limit ?? Infinity));
      const total = open.reduce((sum, [, spec]) => sum + spec.weight, 0);
      let draw = random.uniform(0, total);
      name = open.find(([, spec]) => (draw -= spec.weight) < 0)?.[0] ?? open[0][0];
    }
    const index = made.get(name);
    made.set(name, index + 1);
    yield { index: i, ...KINDS[name].make(random.fork(i), index) };
  }
}

/** The kinds of input there are, in the order a run first tries them. */
export const FUZZ_KINDS = Object.keys(KINDS);

/** The request body of an input, for the upload slot `{ sessionId, athleteId }`. */
export function uploadBody(input, slot) {
  const mapping =
    input.mapping === 'tag'
      ? { name: 'tagMapping', value: JSON.stringify({ [input.tag]: slot.athleteId }) }
      : { name: 'athleteId', value: slot.athleteId };
  const fields = [
    { name: 'sessionId', value: slot.sessionId },
    mapping,
    { name: 'format', value: input.format },
  ];
  const filePart = { name: 'file', fileName: input.fileName, content: input.content };
  switch (input.variant) {
    case undefined:
      return multipartBody([...fields, filePart]);
    case 'no boundary':
      return { ...multipartBody([...fields, filePart]), contentType: 'multipart/form-data' };
    case 'never closed':
      return multipartBody([...fields, filePart], { unclosed: true });
    case 'too many fields': {
      const many = Array.from({ length: 5000 }, (_, f) => ({ name: `f${f}`, value: 'x' }));
      return multipartBody([...fields, ...many, filePart]);
    }
    case 'a 1 MB field':
      return multipartBody([...fields, { name: 'note', value: 'x'.repeat(MB) }, filePart]);
    case 'two files':
      return multipartBody([...fields, filePart, filePart]);
    case 'no file':
      return multipartBody(fields);
    case 'no session':
      return multipartBody([mapping, filePart]);
    case 'not a UUID session':
      return multipartBody([{ name: 'sessionId', value: 'not-a-uuid' }, mapping, filePart]);
    case 'not a UUID athlete':
      return multipartBody([fields[0], { name: 'athleteId', value: "1' or '1'='1" }, filePart]);
    case 'tagMapping not JSON':
      return multipartBody([fields[0], { name: 'tagMapping', value: '{"T1": ' }, filePart]);
    case 'tagMapping an array':
      return multipartBody([fields[0], { name: 'tagMapping', value: '["T1"]' }, filePart]);
    case 'tagMapping of 10,000 tags': {
      const tags = Object.fromEntries(
        Array.from({ length: 10_000 }, (_, t) => [`T${t}`, slot.athleteId]),
      );
      return multipartBody([
        fields[0],
        { name: 'tagMapping', value: JSON.stringify(tags) },
        filePart,
      ]);
    }
    case 'athlete and tagMapping':
      return multipartBody([...fields, { name: 'tagMapping', value: '{"T1":"x"}' }, filePart]);
    case 'unknown format':
      return multipartBody([fields[0], mapping, { name: 'format', value: 'exe\u0000' }, filePart]);
    case 'JSON body':
      return {
        body: Buffer.from(JSON.stringify({ sessionId: slot.sessionId })),
        contentType: 'application/json',
      };
    case 'empty body':
      return { body: Buffer.alloc(0), contentType: 'multipart/form-data; boundary=x' };
    default:
      throw new Error(`unknown multipart variant ${input.variant}`);
  }
}
