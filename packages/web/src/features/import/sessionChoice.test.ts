import { describe, expect, it } from 'vitest';
import type { ImportFileFieldsFragment } from '../../gql/graphql';
import { INCOMPLETE_WALL_CLOCK } from '../../lib/clubTime';
import {
  importSessionChoiceOf,
  INITIAL_SESSION_CHOICE,
  NO_ATHLETE_CHOSEN,
  processReadiness,
  sessionSummary,
  withProposal,
} from './sessionChoice';

const ZONE = 'Europe/London';

const track = (athlete: { id: string; name: string } | null) => ({
  id: `t-${athlete?.id ?? 'none'}`,
  key: 'k',
  athleteName: null,
  shirtNumber: null,
  deviceSerial: null,
  startTime: '2026-03-14T10:00:00Z',
  endTime: '2026-03-14T11:00:00Z',
  athlete,
  matchedBy: athlete ? ('name' as const) : ('none' as const),
  status: 'ready' as const,
  problem: null,
});

const file = (
  status: ImportFileFieldsFragment['status'],
  tracks: ImportFileFieldsFragment['tracks'] = [],
): ImportFileFieldsFragment => ({
  id: `f-${status}-${tracks.length}`,
  fileName: 'a.csv',
  byteSize: 1,
  format: status === 'unreadable' ? null : 'kinexon',
  status,
  problem: null,
  tracks,
  csvPreview: null,
});

const ada = { id: 'a1', name: 'Ada Byrne' };

describe('processReadiness', () => {
  it('waits for every readable file to be read, not for unreadable ones', () => {
    const matched = file('ready', [track(ada)]);
    expect(
      processReadiness({
        files: [matched, file('unreadable')],
        uploadsPending: false,
        processed: false,
      }),
    ).toEqual({ enabled: true, reason: null });
    expect(
      processReadiness({
        files: [matched, file('received')],
        uploadsPending: false,
        processed: false,
      }).enabled,
    ).toBe(false);
    expect(
      processReadiness({ files: [matched], uploadsPending: true, processed: false }).enabled,
    ).toBe(false);
  });

  it('needs one track with an athlete, and says so', () => {
    expect(
      processReadiness({
        files: [file('ready', [track(null)])],
        uploadsPending: false,
        processed: false,
      }),
    ).toEqual({ enabled: false, reason: NO_ATHLETE_CHOSEN });
  });

  it('is off with no files, and once processed', () => {
    expect(processReadiness({ files: [], uploadsPending: false, processed: false }).enabled).toBe(
      false,
    );
    expect(
      processReadiness({
        files: [file('queued', [track(ada)])],
        uploadsPending: false,
        processed: true,
      }),
    ).toEqual({ enabled: false, reason: null });
  });
});

describe('the session choice', () => {
  it('proposes the files’ span in the club’s clock until the person types their own', () => {
    const proposed = withProposal(
      INITIAL_SESSION_CHOICE,
      '2026-07-01T09:58:00Z',
      '2026-07-01T11:31:00Z',
      ZONE,
    );
    expect(proposed).toMatchObject({
      start: { date: '2026-07-01', time: '10:58' },
      end: { date: '2026-07-01', time: '12:31' },
    });
    const typed = { ...proposed, start: { date: '2026-07-01', time: '10:30' }, timesEdited: true };
    expect(withProposal(typed, '2026-07-01T08:00:00Z', '2026-07-01T12:00:00Z', ZONE)).toBe(typed);
    expect(withProposal(proposed, null, null, ZONE)).toBe(proposed);
  });

  it('sends a new training session, an existing one, or the fixed one', () => {
    const values = withProposal(
      { ...INITIAL_SESSION_CHOICE, description: ' Recovery ' },
      '2026-07-01T09:58:00Z',
      '2026-07-01T11:31:00Z',
      ZONE,
    );
    const context = { fixedSessionId: null, clubId: 'c1', timeZone: ZONE };
    expect(importSessionChoiceOf(values, context).session).toEqual({
      newSession: {
        clubId: 'c1',
        kind: 'training',
        startTime: '2026-07-01T09:58:00.000Z',
        endTime: '2026-07-01T11:31:00.000Z',
        description: 'Recovery',
      },
    });
    expect(importSessionChoiceOf({ ...values, choice: 's7' }, context).session).toEqual({
      sessionId: 's7',
    });
    expect(importSessionChoiceOf(values, { ...context, fixedSessionId: 's1' }).session).toEqual({
      sessionId: 's1',
    });
    expect(importSessionChoiceOf(INITIAL_SESSION_CHOICE, context)).toEqual({
      session: null,
      errors: [INCOMPLETE_WALL_CLOCK],
    });
  });

  it('names a session by date, time, type and description', () => {
    expect(
      sessionSummary(
        {
          __typename: 'MatchSession',
          id: 's1',
          startTime: '2026-07-01T13:00:00Z',
          endTime: '2026-07-01T15:00:00Z',
          description: 'Cup',
          matchDefinition: { id: 'm', name: 'League Match' },
        },
        ZONE,
      ),
    ).toBe('Wed 1 Jul 2026 · 14:00-16:00 · League Match · Cup');
  });
});
