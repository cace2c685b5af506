import { useQuery, useReactiveVar } from '@apollo/client/react';
import { currentClubIdVar } from '../../lib/apollo/currentClub';
import { SurveysQuery } from './surveyDocuments';

/** The current club's surveys (archived too), its squad and groups, and its time zone. */
export function useClubSurveys() {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const { data, loading, error } = useQuery(SurveysQuery, {
    variables: { clubId },
    skip: !clubId,
  });
  return { clubId, club: data?.club ?? null, loading, error };
}
