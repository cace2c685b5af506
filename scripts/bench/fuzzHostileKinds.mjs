// The upload fuzz's hostile inputs, by kind: tag floods, bombs, entities,
// odd names, broken multipart bodies, truncated and extreme files.
import { encode, pick, smallWalk, file, tagged } from './fuzzInputParts.mjs';
import { FUZZ_START_MS, edgeCsv, fit, gpx, gzipBomb, walk } from './trackerFiles.mjs';

export const HOSTILE_KINDS = {
  'many-tags': {
    weight: 0.3,
    limit: 20,
    make: (random, index) => {
      // A 3.7 MB file of 100,000 tags first, then a few thousand tags.
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
