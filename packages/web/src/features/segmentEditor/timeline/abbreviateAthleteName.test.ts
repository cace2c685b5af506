import { describe, expect, it } from 'vitest';
import { abbreviateAthleteName } from './abbreviateAthleteName';

describe('abbreviateAthleteName', () => {
  it('shows the first initial and a surname of up to 12 characters in full', () => {
    expect(abbreviateAthleteName('Jordan Henderson')).toBe('J. Henderson');
    expect(abbreviateAthleteName('Kim Abcdefghijkl')).toBe('K. Abcdefghijkl');
  });

  it('cuts a surname longer than 12 characters to 10 and ends it with two dots', () => {
    expect(abbreviateAthleteName('Alexander Oxlade-Chamberlain')).toBe('A. Oxlade-Cha..');
    expect(abbreviateAthleteName('Kim Abcdefghijklm')).toBe('K. Abcdefghij..');
  });

  it('takes every name after the first as the surname', () => {
    expect(abbreviateAthleteName('  Virgil  van Dijk ')).toBe('V. van Dijk');
  });

  it('keeps a single name as it is, cut by the same rule', () => {
    expect(abbreviateAthleteName('Pelé')).toBe('Pelé');
    expect(abbreviateAthleteName('Abcdefghijklmnop')).toBe('Abcdefghij..');
  });

  it('counts letters, not UTF-16 units', () => {
    expect(abbreviateAthleteName('Ana Ørsted-Ødegårdåå')).toBe('A. Ørsted-Øde..');
  });
});
