import { describe, expect, it } from 'vitest';
import { eptsCompanionOf } from '../../src/modules/imports/importFileContent.js';

const file = (id: string, fileName: string) => ({ id, fileName });

describe('the raw data file an EPTS metadata file is read with', () => {
  const metadata = file('m', 'match-1.xml');

  it('is the one other unreadable file, or none while there is none', () => {
    expect(eptsCompanionOf(metadata, [file('d', 'positions.txt')])).toEqual(
      file('d', 'positions.txt'),
    );
    expect(eptsCompanionOf(metadata, [])).toBeNull();
    expect(eptsCompanionOf(metadata, [metadata])).toBeNull();
  });

  it('is the one of the same base name among several, and none when the choice is not clear', () => {
    const candidates = [file('a', 'other.txt'), file('b', 'Match-1.txt'), file('c', 'third.dat')];
    expect(eptsCompanionOf(metadata, candidates)).toEqual(file('b', 'Match-1.txt'));
    expect(eptsCompanionOf(metadata, [file('a', 'other.txt'), file('c', 'third.dat')])).toBeNull();
  });
});
