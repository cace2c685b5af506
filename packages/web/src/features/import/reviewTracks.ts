import type {
  ImportFileFieldsFragment,
  ImportTrackFieldsFragment,
  TrackMatchSource,
} from '../../gql/graphql';

/** One row of 'Review athletes': a track and the file it is in. */
export interface ReviewTrack {
  fileName: string;
  track: ImportTrackFieldsFragment;
}

/** Every track of the files read, file by file, in each file's order (docs/product/importing.md §3). */
export function reviewTracks(files: readonly ImportFileFieldsFragment[]): ReviewTrack[] {
  return files
    .filter((file) => file.status !== 'received' && file.status !== 'unreadable')
    .flatMap((file) => file.tracks.map((track) => ({ fileName: file.fileName, track })));
}

/** 'Matched by': how the track's athlete was found. */
export const MATCHED_BY_LABELS: Record<TrackMatchSource, string> = {
  deviceSerial: 'Device',
  name: 'Name',
  shirtNumber: 'Shirt number',
  fileName: 'File name',
  coach: 'You',
  none: 'Not matched',
};

/** 'In the file': the name, number, serial or tag the file gives. */
export function inTheFile(track: ImportTrackFieldsFragment): string {
  const given = [
    track.athleteName,
    track.shirtNumber ? `No. ${track.shirtNumber}` : null,
    track.deviceSerial,
  ].filter((part): part is string => Boolean(part));
  return given.length > 0 ? [...new Set(given)].join(' · ') : track.key;
}

/** The select's value for 'Nobody (leave out)'. */
export const NOBODY = 'nobody';

/** The athlete select's value: the athlete, nobody by the coach's choice, or '' (choose one). */
export function athleteChoiceOf(track: ImportTrackFieldsFragment): string {
  if (track.athlete) return track.athlete.id;
  return track.matchedBy === 'none' ? '' : NOBODY;
}

/** Whether some track will be processed for an athlete. */
export const someTrackMatched = (files: readonly ImportFileFieldsFragment[]) =>
  files.some((file) => file.tracks.some((track) => track.athlete !== null));
