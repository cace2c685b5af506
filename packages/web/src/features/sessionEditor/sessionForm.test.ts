import { describe, expect, it } from 'vitest';
import { INCOMPLETE_WALL_CLOCK } from '../../lib/clubTime';
import {
  changePeriods,
  changeSession,
  newSessionValues,
  proposedPeriods,
  sessionFieldErrorsOf,
  sessionFormValuesOf,
  sessionInputOf,
} from './sessionForm';

const ZONE = 'Europe/London';
const at = (date: string, time: string) => ({ date, time });

describe('a new session', () => {
  it('starts at the next whole hour of the club, for an hour and a half of training', () => {
    const values = newSessionValues(new Date('2026-07-01T09:20:00Z'), ZONE);
    expect(values).toMatchObject({
      kind: 'training',
      start: at('2026-07-01', '11:00'),
      end: at('2026-07-01', '12:30'),
      matchName: 'Match',
      periods: [],
    });
  });

  it('proposes 1st Half and 2nd Half for a match, following its times until they are edited', () => {
    const training = newSessionValues(new Date('2026-07-01T09:20:00Z'), ZONE);
    const match = changeSession(training, { kind: 'match' }, ZONE);
    expect(match.periods).toEqual([
      { name: '1st Half', start: at('2026-07-01', '11:00'), end: at('2026-07-01', '11:45') },
      { name: '2nd Half', start: at('2026-07-01', '11:45'), end: at('2026-07-01', '12:30') },
    ]);
    const later = changeSession(match, { end: at('2026-07-01', '13:00') }, ZONE);
    expect(later.periods[1]!.end).toEqual(at('2026-07-01', '13:00'));

    const edited = changePeriods(later, [{ ...later.periods[0]!, name: 'First' }]);
    const again = changeSession(edited, { end: at('2026-07-01', '14:00') }, ZONE);
    expect(again.periods).toEqual([{ ...later.periods[0]!, name: 'First' }]);
  });

  it('proposes no periods while the times are incomplete or out of order', () => {
    expect(proposedPeriods(at('2026-07-01', ''), at('2026-07-01', '12:00'), ZONE)).toEqual([]);
    expect(proposedPeriods(at('2026-07-01', '12:00'), at('2026-07-01', '11:00'), ZONE)).toEqual([]);
  });
});

describe('sessionInputOf', () => {
  const base = newSessionValues(new Date('2026-07-01T09:20:00Z'), ZONE);

  it('sends a training session’s times in the club’s zone, and no match fields', () => {
    const { input } = sessionInputOf({ ...base, description: ' Pre-season ', pitchId: 'p1' }, ZONE);
    expect(input).toEqual({
      kind: 'training',
      startTime: '2026-07-01T10:00:00.000Z',
      endTime: '2026-07-01T11:30:00.000Z',
      description: 'Pre-season',
      pitchId: 'p1',
    });
  });

  it('sends a match with its name, opponent, scores and periods', () => {
    const match = changeSession(
      base,
      { kind: 'match', matchName: ' ', opponent: 'Rovers', score: '2', opponentScore: '0' },
      ZONE,
    );
    const { input } = sessionInputOf(match, ZONE);
    expect(input).toMatchObject({
      kind: 'match',
      matchDefinitionName: 'Match',
      opponent: 'Rovers',
      score: 2,
      opponentScore: 0,
      pitchId: null,
      periods: [
        {
          name: '1st Half',
          startTime: '2026-07-01T10:00:00.000Z',
          endTime: '2026-07-01T10:45:00.000Z',
        },
        {
          name: '2nd Half',
          startTime: '2026-07-01T10:45:00.000Z',
          endTime: '2026-07-01T11:30:00.000Z',
        },
      ],
    });
  });

  it('says which moment is incomplete, and sends nothing', () => {
    const result = sessionInputOf({ ...base, end: at('', '12:00') }, ZONE);
    expect(result).toEqual({ input: null, errors: { end: [INCOMPLETE_WALL_CLOCK] } });
    const match = changePeriods(changeSession(base, { kind: 'match' }, ZONE), [
      { name: 'Extra time', start: at('2026-07-01', ''), end: at('2026-07-01', '12:00') },
    ]);
    expect(sessionInputOf(match, ZONE).errors).toEqual({
      periods: [`Extra time: ${INCOMPLETE_WALL_CLOCK}`],
    });
  });
});

describe('a saved session', () => {
  it('fills the dialog from a match, its periods the person’s own', () => {
    const values = sessionFormValuesOf(
      {
        __typename: 'MatchSession',
        id: 's1',
        startTime: '2026-07-01T13:00:00Z',
        endTime: '2026-07-01T15:00:00Z',
        description: null,
        club: { id: 'c1' },
        matchDefinition: { id: 'm1', name: 'League Match' },
        opponent: 'Rovers',
        score: 1,
        opponentScore: null,
        pitch: { id: 'p1' },
        matchSessionPeriods: [
          {
            id: 'mp1',
            name: '1st Half',
            startTime: '2026-07-01T13:00:00Z',
            endTime: '2026-07-01T13:45:00Z',
          },
        ],
      },
      ZONE,
    );
    expect(values).toMatchObject({
      kind: 'match',
      start: at('2026-07-01', '14:00'),
      matchName: 'League Match',
      score: '1',
      opponentScore: '',
      pitchId: 'p1',
      periods: [
        { name: '1st Half', start: at('2026-07-01', '14:00'), end: at('2026-07-01', '14:45') },
      ],
      periodsEdited: true,
    });
  });
});

describe('sessionFieldErrorsOf', () => {
  it('puts a message under the field its path names, the rest under the fields', () => {
    expect(
      sessionFieldErrorsOf([
        { path: ['input'], fullMessages: ['The session must end after it starts.'] },
        { path: ['input', 'periods'], fullMessages: ['1st Half overlaps 2nd Half.'] },
        {
          path: ['input', 'endTime'],
          fullMessages: ['endTime must be an ISO-8601 date and time.'],
        },
      ]),
    ).toEqual({
      form: ['The session must end after it starts.'],
      periods: ['1st Half overlaps 2nd Half.'],
      end: ['endTime must be an ISO-8601 date and time.'],
    });
  });
});
