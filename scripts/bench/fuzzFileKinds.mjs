// The upload fuzz's well-formed and mis-encoded files, by kind: how often each
// is drawn (weight, limit) and how one is made.
import {
  FORMATS,
  MB,
  encode,
  pick,
  NUL_IN_LATITUDE_FILE,
  smallWalk,
  file,
  tagged,
  sprinkle,
} from './fuzzInputParts.mjs';
import { edgeCsv, fit, gpx, positionsCsv, walk } from './trackerFiles.mjs';

export const FILE_KINDS = {
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
        return file(
          'nul-in-csv',
          'a NUL inside a latitude',
          'nul.csv',
          encode(NUL_IN_LATITUDE_FILE),
        );
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
};
