import type { MockLink } from '@apollo/client/testing';
import { TOUCHLINE_FC } from '../../../testing/fixtures';
import {
  CreateImportMutation,
  ImportClubQuery,
  ImportQuery,
  ImportTargetSessionQuery,
} from '../importDocuments';

type Mock = MockLink.MockedResponse;

export const CLUB_ID = TOUCHLINE_FC.id;
export const IMPORT_ID = 'imp1';
export const ZONE = 'Europe/London';

export const ADA = { __typename: 'Athlete', id: 'a1', name: 'Ada Byrne' } as const;
export const ZOE = { __typename: 'Athlete', id: 'a2', name: 'Zoe Adams' } as const;

export const POLAR_MAPPING = {
  __typename: 'ColumnMapping',
  id: 'm1',
  name: 'Polar export',
  timeColumn: 'Time',
  timeFormat: 'dayFirst',
  latitudeColumn: 'Lat',
  longitudeColumn: 'Lon',
  xColumn: null,
  yColumn: null,
  speedColumn: null,
  speedUnit: null,
  heartRateColumn: null,
  athleteColumn: 'Player',
} as const;

/** The club as the Import page reads it: time zone, squad and saved mappings. */
export function importClubMock(answer: { errorMessage?: string; mappings?: unknown[] } = {}): Mock {
  return {
    request: { query: ImportClubQuery, variables: { clubId: CLUB_ID } },
    result: answer.errorMessage
      ? { errors: [{ message: answer.errorMessage }], data: { club: null } }
      : {
          data: {
            club: {
              __typename: 'Club',
              id: CLUB_ID,
              settings: { __typename: 'ClubSettings', timeZone: ZONE },
              squadAthletes: [ADA, ZOE],
              columnMappings: answer.mappings ?? [],
            },
          },
        },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const TRAINING = {
  __typename: 'TrainingSession',
  id: 's7',
  startTime: '2026-07-01T09:00:00.000Z',
  endTime: '2026-07-01T10:30:00.000Z',
  description: 'Pre-season',
} as const;

export function targetSessionMock(session: unknown, errorMessage?: string): Mock {
  return {
    request: { query: ImportTargetSessionQuery, variables: { sessionId: 's7' } },
    result: errorMessage
      ? { errors: [{ message: errorMessage }], data: { session: null } }
      : { data: { session } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export interface TrackFixture {
  id: string;
  key?: string;
  athleteName?: string | null;
  shirtNumber?: string | null;
  deviceSerial?: string | null;
  athlete?: { __typename: 'Athlete'; id: string; name: string } | null;
  matchedBy?: string;
  status?: string;
  problem?: string | null;
}

export const trackOf = (fixture: TrackFixture) => ({
  __typename: 'ImportTrack',
  key: fixture.id,
  athleteName: null,
  shirtNumber: null,
  deviceSerial: null,
  startTime: '2026-07-01T09:58:00.000Z',
  endTime: '2026-07-01T11:31:00.000Z',
  athlete: null,
  matchedBy: 'none',
  status: 'ready',
  problem: null,
  ...fixture,
});

export interface FileFixture {
  id: string;
  fileName: string;
  status?: string;
  format?: string | null;
  problem?: string | null;
  tracks?: TrackFixture[];
  csvPreview?: { columns: string[]; rows: string[][] } | null;
}

export const fileOf = (fixture: FileFixture) => ({
  __typename: 'ImportFile',
  byteSize: 100,
  status: 'received',
  format: null,
  problem: null,
  ...fixture,
  tracks: (fixture.tracks ?? []).map(trackOf),
  csvPreview: fixture.csvPreview
    ? { __typename: 'CsvPreview', delimiter: ',', ...fixture.csvPreview }
    : null,
});

export interface ImportFixture {
  files?: FileFixture[];
  processed?: boolean;
  session?: unknown;
  overlappingSessions?: unknown[];
  proposed?: boolean;
}

/** The import as the server answers it. */
export function importOf(fixture: ImportFixture = {}) {
  const proposed = fixture.proposed ?? (fixture.files ?? []).some((file) => file.tracks?.length);
  return {
    __typename: 'Import',
    id: IMPORT_ID,
    processed: fixture.processed ?? false,
    session: fixture.session ?? null,
    proposedStartTime: proposed ? '2026-07-01T09:58:00.000Z' : null,
    proposedEndTime: proposed ? '2026-07-01T11:31:00.000Z' : null,
    overlappingSessions: fixture.overlappingSessions ?? [],
    files: (fixture.files ?? []).map(fileOf),
  };
}

export function createImportMock(
  sessionId: string | null = null,
  fixture: ImportFixture = {},
): Mock {
  return {
    request: { query: CreateImportMutation, variables: { clubId: CLUB_ID, sessionId } },
    result: { data: { createImport: { import: importOf(fixture), errors: [] } } },
  };
}

/** One answer of ImportQuery, in the order the page asks (on creation, after each file sent). */
export function importQueryMock(fixture: ImportFixture = {}): Mock {
  return {
    request: { query: ImportQuery, variables: { importId: IMPORT_ID } },
    result: { data: { import: importOf(fixture) } },
  };
}

/** The subscription's event: the import now. */
export const importUpdated = (fixture: ImportFixture) => ({
  importUpdated: { __typename: 'ImportUpdate', importId: IMPORT_ID, import: importOf(fixture) },
});

/** A file of so many bytes, whose name is given. */
export const chosenFile = (name: string, bytes = 100) => new File(['x'.repeat(bytes)], name);
