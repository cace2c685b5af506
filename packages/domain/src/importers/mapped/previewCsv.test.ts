import { describe, expect, it } from 'vitest';
import { previewCsv } from './previewCsv.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('previewCsv', () => {
  it('shows the columns and at most five rows, as the reader splits them', () => {
    const rows = Array.from({ length: 8 }, (_, i) => `2026-01-01T10:00:0${i}Z, 59.9${i} ,"10.7"`);
    expect(previewCsv(bytes(`\uFEFF\nTime,Lat,"Lon"\r\n${rows.join('\n')}\n`))).toEqual({
      delimiter: ',',
      columns: ['Time', 'Lat', 'Lon'],
      rows: rows.slice(0, 5).map((_, i) => [`2026-01-01T10:00:0${i}Z`, `59.9${i}`, '10.7']),
    });
  });

  it('tells semicolons, and leaves out a last line the bytes cut short', () => {
    expect(
      previewCsv(bytes('Zeit;Breite;Länge\n31.12.2026 13:45;59,91;10,7\n31.12.2026 13:4')),
    ).toEqual({
      delimiter: ';',
      columns: ['Zeit', 'Breite', 'Länge'],
      rows: [['31.12.2026 13:45', '59,91', '10,7']],
    });
    expect(previewCsv(bytes('only,a,header'))).toEqual({
      delimiter: ',',
      columns: ['only', 'a', 'header'],
      rows: [],
    });
    expect(previewCsv(new Uint8Array(0))).toEqual({ delimiter: ',', columns: [], rows: [] });
  });

  it('makes what it shows printable and short', () => {
    const preview = previewCsv(bytes(`a\u0000b,${'x'.repeat(300)}\n1\u001b,2\n`));
    expect(preview.columns[0]).toBe('a\uFFFDb');
    expect([...(preview.columns[1] ?? '')].length).toBe(100);
    expect(preview.rows).toEqual([['1\uFFFD', '2']]);
    expect(previewCsv(bytes(`${'c,'.repeat(500)}\n`)).columns).toHaveLength(200);
  });
});
