import { describe, expect, it } from 'vitest';
import { toCsv } from './toCsv.js';

describe('toCsv', () => {
  it('ends every record with CRLF and leaves plain fields unquoted', () => {
    expect(
      toCsv([
        ['Athlete', 'Distance (m)'],
        ['Jordan Hayes', 5400.5],
      ]),
    ).toBe('Athlete,Distance (m)\r\nJordan Hayes,5400.5\r\n');
  });

  it('quotes fields with commas, quotes or line breaks and doubles the quotes', () => {
    expect(toCsv([['Hayes, Jordan', 'Jo "Rocket" Ng', 'two\nlines', 'cr\rhere']])).toBe(
      '"Hayes, Jordan","Jo ""Rocket"" Ng","two\nlines","cr\rhere"\r\n',
    );
  });

  it('writes missing and non-finite values as empty fields', () => {
    expect(toCsv([['a', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, 0]])).toBe(
      'a,,,,,0\r\n',
    );
  });

  it('keeps negative numbers as numbers but never lets text run as a formula', () => {
    expect(toCsv([[-3.5, '=HYPERLINK("x")', '+1', '-a', '@SUM(A1)', 'O’Neil']])).toBe(
      `-3.5,"'=HYPERLINK(""x"")",'+1,'-a,'@SUM(A1),O’Neil\r\n`,
    );
  });

  it('never lets text run as a formula after white space or a separator (OWASP)', () => {
    expect(
      toCsv([[' =1+1', '\t=cmd', '  @SUM(A1)', 'a;=cmd', 'a, +1', 'a,@x', 'a-b', '1 - 2']]),
    ).toBe(`' =1+1,'\t=cmd,'  @SUM(A1),"'a;=cmd","'a, +1","'a,@x",a-b,1 - 2\r\n`);
  });

  it('quotes fields with a semicolon, a separator of many locales', () => {
    expect(toCsv([['Smith; John', 'plain']])).toBe(`"Smith; John",plain\r\n`);
  });

  it('writes nothing for no rows', () => {
    expect(toCsv([])).toBe('');
  });
});
