import type { MockLink } from '@apollo/client/testing';
import type { EditedQuestion, EditedSurvey } from './surveyForms';
import { SurveysQuery } from './surveyDocuments';

export const CLUB_ID = 'club-1';

export const aQuestion = (id: string, position: number, prompt: string) =>
  ({
    __typename: 'SurveyQuestion',
    id,
    position,
    kind: 'scale',
    prompt,
    required: true,
    min: 1,
    max: 7,
    minLabel: 'Very good',
    maxLabel: 'Very poor',
    unit: null,
    choices: [],
    metric: null,
    hidden: false,
  }) as EditedQuestion;

export const aSurvey = (questions: EditedQuestion[], fields: Partial<EditedSurvey> = {}) =>
  ({
    __typename: 'Survey',
    id: 's1',
    title: 'Morning check',
    archived: false,
    questions,
    timers: [
      {
        __typename: 'SurveyTimer',
        id: 't1',
        kind: 'daily',
        localTime: '07:30',
        offsetMinutes: null,
        timeZone: 'Europe/London',
        allAthletes: true,
        athleteIds: [],
        athleteGroupIds: [],
      },
    ],
    ...fields,
  }) as EditedSurvey;

export function surveysMock(surveys: EditedSurvey[]): MockLink.MockedResponse {
  return {
    request: { query: SurveysQuery, variables: { clubId: CLUB_ID } },
    result: {
      data: {
        club: {
          __typename: 'Club',
          id: CLUB_ID,
          settings: { __typename: 'ClubSettings', timeZone: 'Europe/London' },
          surveys,
          squadAthletes: [{ __typename: 'Athlete', id: 'a1', name: 'Ada Byrne' }],
          athleteGroups: [{ __typename: 'AthleteGroup', id: 'g1', name: 'Defenders' }],
        },
      },
    },
  };
}

export const payloadError = (path: string[], message: string) => ({
  __typename: 'MutationError' as const,
  path,
  fullMessages: [message],
});
