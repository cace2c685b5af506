import type { TrackMatchSource } from '../../db/tables.js';

/** A current athlete of the club, as matching reads them. */
export interface MatchCandidate {
  id: string;
  name: string;
  preferredName: string | null;
  shirtNumber: number | null;
  deviceSerials: readonly string[];
}

/** What a file says of one of its tracks. */
export interface TrackToMatch {
  key: string;
  athleteName: string | null;
  shirtNumber: string | null;
  deviceSerial: string | null;
}

export interface TrackMatch {
  athleteId: string | null;
  matchedBy: TrackMatchSource;
}

/** The file the tracks are in: its detected format and its name. */
export interface FileToMatch {
  format: string;
  fileName: string;
}

// Files of many tags, whose track keys are the tags' ids.
const TAG_FORMATS = new Set(['positions', 'kinexon']);

/** A track's device serial, or its tag id in a file of many tags; null when it has neither. */
export function trackSerialOf(track: TrackToMatch, file: Pick<FileToMatch, 'format'>) {
  return track.deviceSerial ?? (TAG_FORMATS.has(file.format) ? track.key : null);
}

/** A name as it is compared: no accents, lower case, single spaces. */
export function normalisedName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A name's words (letters and digits) between single spaces. */
const wordsOf = (text: string) =>
  normalisedName(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Serials are compared without case or surrounding spaces. */
export const sameSerial = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether the file's name holds the athlete's full name, as Catapult writes
 * its exports ('… Export for First Last …'). The domain's
 * athleteNameFromFileName will read the name a file gives; until it is
 * exported, any athlete whose name's words appear in a row in the file's
 * name matches.
 */
function fileNameHolds(fileName: string, athlete: MatchCandidate): boolean {
  const name = wordsOf(athlete.name);
  return name !== '' && ` ${wordsOf(fileName)} `.includes(` ${name} `);
}

/** The rules of docs/product/importing.md §3, in order. */
function rules(
  track: TrackToMatch,
  file: FileToMatch,
): [TrackMatchSource, (athlete: MatchCandidate) => boolean][] {
  const serial = trackSerialOf(track, file);
  const name = track.athleteName === null ? '' : normalisedName(track.athleteName);
  const number = track.shirtNumber?.trim() ?? '';
  return [
    [
      'deviceSerial',
      (athlete) =>
        serial !== null && athlete.deviceSerials.some((saved) => sameSerial(saved, serial)),
    ],
    [
      'name',
      (athlete) =>
        name !== '' &&
        [athlete.name, athlete.preferredName].some(
          (own) => own !== null && normalisedName(own) === name,
        ),
    ],
    [
      'shirtNumber',
      (athlete) =>
        file.format === 'kinexon' && number !== '' && String(athlete.shirtNumber) === number,
    ],
    ['fileName', (athlete) => fileNameHolds(file.fileName, athlete)],
  ];
}

/**
 * Proposes an athlete for each track of a file: the first rule that finds
 * exactly one current athlete not already chosen for another track of the
 * import wins; otherwise nobody ('Not matched'). `taken` grows with each
 * match, so two tracks never get the same athlete.
 */
export function matchTracks(
  tracks: readonly TrackToMatch[],
  file: FileToMatch,
  athletes: readonly MatchCandidate[],
  taken: Set<string>,
): TrackMatch[] {
  return tracks.map((track) => {
    for (const [matchedBy, matches] of rules(track, file)) {
      const found = athletes.filter(matches);
      if (found.length === 1 && !taken.has(found[0]!.id)) {
        taken.add(found[0]!.id);
        return { athleteId: found[0]!.id, matchedBy };
      }
    }
    return { athleteId: null, matchedBy: 'none' };
  });
}
