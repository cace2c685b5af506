import { describe, expect, it } from 'vitest';
import {
  matchTracks,
  normalisedName,
  type MatchCandidate,
  type TrackToMatch,
} from '../../src/modules/imports/matchTracks.js';

const squad: MatchCandidate[] = [
  {
    id: 'zoe',
    name: 'Zoë  Ångström',
    preferredName: null,
    shirtNumber: 7,
    deviceSerials: ['EDGE-7'],
  },
  {
    id: 'sam',
    name: 'Samuel Okafor',
    preferredName: 'Sam Okafor',
    shirtNumber: 9,
    deviceSerials: [],
  },
  { id: 'ana', name: 'Ana Lima', preferredName: null, shirtNumber: 10, deviceSerials: ['T4'] },
  { id: 'ana2', name: 'Ana Lima', preferredName: null, shirtNumber: 11, deviceSerials: [] },
];

const track = (fields: Partial<TrackToMatch>): TrackToMatch => ({
  key: 'k',
  athleteName: null,
  shirtNumber: null,
  deviceSerial: null,
  ...fields,
});

const match = (
  tracks: TrackToMatch[],
  format = 'edge',
  fileName = 'file.csv',
  taken = new Set<string>(),
) => matchTracks(tracks, { format, fileName }, squad, taken);

describe('matching tracks to athletes (docs/product/importing.md §3)', () => {
  it('compares names without accents, case or extra spaces', () => {
    expect(normalisedName('  Zoë   ÅNGSTRÖM ')).toBe('zoe angstrom');
  });

  it('finds an athlete by a saved device serial first, ignoring case', () => {
    expect(match([track({ deviceSerial: 'edge-7', athleteName: 'Samuel Okafor' })])).toEqual([
      { athleteId: 'zoe', matchedBy: 'deviceSerial' },
    ]);
  });

  it('takes a tag id as the serial in a file of many tags only', () => {
    expect(match([track({ key: 'T4' })], 'positions')).toEqual([
      { athleteId: 'ana', matchedBy: 'deviceSerial' },
    ]);
    expect(match([track({ key: 'T4' })], 'gpx')).toEqual([{ athleteId: null, matchedBy: 'none' }]);
  });

  it('then by the name the file gives, or the preferred name', () => {
    expect(match([track({ athleteName: 'zoe angstrom' })])).toEqual([
      { athleteId: 'zoe', matchedBy: 'name' },
    ]);
    expect(match([track({ athleteName: 'Sam  Okafor' })])).toEqual([
      { athleteId: 'sam', matchedBy: 'name' },
    ]);
  });

  it("then by Kinexon's shirt number, in Kinexon files only", () => {
    expect(match([track({ shirtNumber: '9' })], 'kinexon')).toEqual([
      { athleteId: 'sam', matchedBy: 'shirtNumber' },
    ]);
    expect(match([track({ shirtNumber: '9' })], 'epts')).toEqual([
      { athleteId: null, matchedBy: 'none' },
    ]);
  });

  it("then by the athlete's name in the file's name", () => {
    expect(
      match([track({})], 'catapult', 'Session Export for Samuel Okafor 2026-11-14.csv'),
    ).toEqual([{ athleteId: 'sam', matchedBy: 'fileName' }]);
    expect(match([track({})], 'edge', 'Samuel Okaforth.csv')).toEqual([
      { athleteId: null, matchedBy: 'none' },
    ]);
  });

  it('matches nobody when a rule finds two athletes, and moves on to the next rule', () => {
    expect(match([track({ athleteName: 'Ana Lima' })])).toEqual([
      { athleteId: null, matchedBy: 'none' },
    ]);
    expect(match([track({ athleteName: 'Ana Lima', shirtNumber: '11' })], 'kinexon')).toEqual([
      { athleteId: 'ana2', matchedBy: 'shirtNumber' },
    ]);
  });

  it('never proposes an athlete chosen for another track of the import', () => {
    const taken = new Set(['zoe']);
    expect(match([track({ deviceSerial: 'EDGE-7' })], 'edge', 'file.csv', taken)).toEqual([
      { athleteId: null, matchedBy: 'none' },
    ]);
    expect(
      match([track({ athleteName: 'Sam Okafor' }), track({ athleteName: 'Samuel Okafor' })]),
    ).toEqual([
      { athleteId: 'sam', matchedBy: 'name' },
      { athleteId: null, matchedBy: 'none' },
    ]);
  });
});
