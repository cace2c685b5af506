import { describe, expect, it } from 'vitest';
import { athleteNameFromFileName } from './athleteNameFromFileName.js';

describe('athleteNameFromFileName', () => {
  it.each([
    ['Export for First Last.csv', 'First Last'],
    ['2026-03-14 Training Export for First Last 10Hz.csv', 'First Last'],
    ['uploads/Match - Export for Anne-Marie O’Neil (1).CSV', 'Anne-Marie O’Neil'],
    ['C:\\exports\\MD-1 export FOR José María Gómez - 1st Half.csv', 'José María Gómez'],
    ['Session_Export_for_First_Last_12345.csv', 'First Last'],
    ['Export for  First   Last', 'First Last'],
  ])('reads the athlete of %s', (fileName, name) => {
    expect(athleteNameFromFileName(fileName)).toBe(name);
  });

  it.each([
    'match.csv',
    'Export for 12345.csv',
    'Export for.csv',
    'Export First Last.csv',
    'export-for-first-last.csv',
    '',
  ])('finds no athlete in %s', (fileName) => {
    expect(athleteNameFromFileName(fileName)).toBeUndefined();
  });

  it('keeps the name printable and short', () => {
    expect(athleteNameFromFileName(`Export for ${'Ab'.repeat(80)} Last.csv`)).toBe(
      `${'Ab'.repeat(48)}A...`,
    );
  });
});
